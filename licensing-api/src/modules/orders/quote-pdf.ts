// The printable quote of an order as a PDF (SPEC §2 quote print): the vendor's header, the
// customer, the lines as sold (domain quoteLines) and the total, on as many A4 pages as it takes.
import { formatDate, formatPrice, personName } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { PAGE, type PdfPage, type PdfText, renderPdf } from '../../lib/pdf-document.js';
import { soldOrder } from './sold-order.js';

const MARGIN = 56;
const RIGHT = PAGE.width - MARGIN;
const LINE = 16;
/** The right edges of the quote table's figures: unit price, quantity, periods, amount. */
const FIGURE_EDGES = [RIGHT - 230, RIGHT - 160, RIGHT - 100, RIGHT];
/** The item column's width: up to the widest unit price's left edge. */
const ITEM_WIDTH = FIGURE_EDGES[0]! - 70 - MARGIN;
const VALUE_X = MARGIN + 90;

export async function quotePdf(
  db: Kysely<Database>,
  id: number,
  vendor: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { order, lines } = await soldOrder(db, id);

  const pages: PdfPage[] = [];
  let texts: PdfText[] = [];
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    texts = [];
    pages.push({ texts, rules: [] });
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, options: Partial<PdfText> = {}) =>
    texts.push({ x: MARGIN, y, text, ...options });
  newPage();
  write(vendor, { size: 18, bold: true, maxWidth: RIGHT - 150 - MARGIN });
  write(`Quote ${order.order_number}`, { x: RIGHT, size: 14, bold: true, align: 'right' });
  y -= LINE * 1.5;
  write(`Date: ${formatDate(order.created_at)}`, { x: RIGHT, align: 'right' });
  y -= LINE * 2;
  for (const [label, value] of [
    ['Customer', personName(order.first_name, order.last_name)],
    ['Company', order.company_name],
    ['Email', order.email],
    ['Phone', order.phone_number],
    ['Address', order.address],
    ['Plan', `${order.plan_name}, ${order.plan_quantity} period(s)`],
  ] as const) {
    write(label, { bold: true });
    write(value, { x: VALUE_X, maxWidth: RIGHT - VALUE_X });
    y -= LINE;
  }
  y -= LINE;
  /** A line of the table: the item, then the figures right-aligned at their columns' right edges. */
  const tableLine = ([item, ...figures]: string[], bold = false) => {
    write(item!, { bold, maxWidth: ITEM_WIDTH });
    for (const [index, text] of figures.entries()) {
      write(text, { x: FIGURE_EDGES[index], bold, align: 'right' });
    }
  };
  const header = () => {
    tableLine(['Item', 'Unit price', 'Qty', 'Periods', 'Amount'], true);
    pages.at(-1)!.rules.push({ x1: MARGIN, y1: y - 5, x2: RIGHT, y2: y - 5 });
    y -= LINE * 1.4;
  };
  header();
  for (const line of lines) {
    if (y < MARGIN + LINE * 3) {
      newPage();
      header();
    }
    const { item, unitPrice, quantity, periods, amount } = line;
    tableLine([item, formatPrice(unitPrice), String(quantity), String(periods), formatPrice(amount)]);
    y -= LINE;
  }
  pages.at(-1)!.rules.push({ x1: RIGHT - 200, y1: y + 8, x2: RIGHT, y2: y + 8 });
  y -= LINE * 0.5;
  write('Total', { x: RIGHT - 100, bold: true, align: 'right' });
  write(formatPrice(Number(order.total_price)), { x: RIGHT, bold: true, align: 'right' });
  return {
    fileName: `Quote_${order.order_number}.pdf`,
    pdf: await renderPdf(pages, `Quote ${order.order_number}`),
  };
}
