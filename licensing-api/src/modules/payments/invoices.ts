// Invoices in QuickBooks Online (SPEC §7 Payment): an order's quote lines as a QuickBooks invoice for
// its customer (found by display name or created), e-mailed by QuickBooks when asked, and its
// payment status read back from the invoice's Balance. The external calls run outside any database
// transaction; the order is updated once QuickBooks has answered, and a retry finds an invoice made
// before by its document number (the order number), so none is made twice.
import { orderEntity, orderMessages, PAYMENT_STATUS } from '@licensing/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, orNotFound } from '../../lib/errors.js';
import { paymentStatusOf, type QboInvoice } from '../../qbo/client.js';
import { soldOrder } from '../orders/sold-order.js';

const NO_ITEM = 'Set the QuickBooks service item (Item id) in the settings: every invoice line needs one.';
const ALREADY_INVOICED = 'This order already has an invoice.';
const NO_INVOICE = 'This order has no invoice yet.';
/** Invoices fall due after 30 days. */
const DUE_DAYS = 30;

async function storeInvoice(app: FastifyInstance, id: number, invoice: QboInvoice) {
  await app.db
    .updateTable('customer_requests')
    .set({
      invoice_id: invoice.Id,
      invoice_number: invoice.DocNumber ?? null,
      payment_status: paymentStatusOf(invoice),
    })
    .where('id', '=', id)
    .execute();
}

/** SPEC §7 CreateInvoiceAndSendEmail: the order's invoice, e-mailed to the customer when asked. */
export async function createInvoice(app: FastifyInstance, id: number, sendEmail: boolean): Promise<void> {
  const { order, lines } = await soldOrder(app.db, id);
  if (order.is_declined) throw conflict(orderMessages.alreadyDeclined);
  if (order.invoice_id) throw conflict(ALREADY_INVOICED);
  const settings = await app.db.selectFrom('settings').select('qbo_item_id').executeTakeFirstOrThrow();
  if (!settings.qbo_item_id) throw badRequest(NO_ITEM);
  const existing = await app.qbo.invoiceByDocNumber(order.order_number);
  let invoice =
    existing ??
    (await app.qbo.createInvoice({
      customerId: await app.qbo.customerId({
        displayName: order.company_name,
        email: order.email,
        companyName: order.company_name,
        phone: order.phone_number,
        address: order.address,
      }),
      docNumber: order.order_number,
      billEmail: order.email,
      dueDate: new Date(Date.now() + DUE_DAYS * 86_400_000).toISOString().slice(0, 10),
      lines: lines.map((line) => ({
        description: line.item,
        amount: line.amount,
        quantity: line.quantity * line.periods,
        unitPrice: line.unitPrice,
        itemId: settings.qbo_item_id!,
      })),
    }));
  await storeInvoice(app, id, invoice);
  if (sendEmail) {
    invoice = await app.qbo.sendInvoice(invoice.Id, order.email);
    await storeInvoice(app, id, invoice);
  }
}

/** SPEC §7 RefreshInvoicePaymentStatus: the payment status as QuickBooks has it now. */
export async function refreshInvoice(app: FastifyInstance, id: number): Promise<string> {
  const order = orNotFound(
    await app.db.selectFrom('customer_requests').select('invoice_id').where('id', '=', id).executeTakeFirst(),
    orderEntity.notFoundLabel,
  );
  if (!order.invoice_id) throw badRequest(NO_INVOICE);
  const invoice = await app.qbo.invoice(order.invoice_id);
  await storeInvoice(app, id, invoice);
  return paymentStatusOf(invoice);
}

/** The periodic job: every invoiced order not yet paid. Answers its log line, or null when there were none. */
export async function refreshUnpaidInvoices(app: FastifyInstance): Promise<string | null> {
  const unpaid = await app.db
    .selectFrom('customer_requests')
    .select('id')
    .where('invoice_id', 'is not', null)
    .where((eb) => eb.or([eb('payment_status', 'is', null), eb('payment_status', '<>', PAYMENT_STATUS.paid)]))
    .orderBy('id')
    .execute();
  if (unpaid.length === 0) return null;
  let paid = 0;
  for (const { id } of unpaid) if ((await refreshInvoice(app, id)) === PAYMENT_STATUS.paid) paid++;
  return `Refreshed ${unpaid.length} unpaid invoice(s); ${paid} now paid.`;
}
