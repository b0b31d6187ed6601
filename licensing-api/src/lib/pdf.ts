// A small PDF 1.4 writer for text documents (the order quote): pages of Helvetica text and rules,
// the standard fonts every viewer has (no embedding), WinAnsi text. Enough for a printable quote
// without a dependency; not a layout engine.

export type PdfText = {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
};
export type PdfRule = { x1: number; y1: number; x2: number; y2: number };
export type PdfPage = { texts: PdfText[]; rules: PdfRule[] };

/** A4 in points. */
export const PAGE = { width: 595, height: 842 } as const;

// Helvetica's advance widths (per 1000 em) of the characters right-aligned columns hold; others 556.
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '.': 278,
  ',': 278,
  '-': 333,
  '×': 584,
  '(': 333,
  ')': 333,
};

/** The width of `text` in points, close enough to right-align figures. */
export const textWidth = (text: string, size: number): number =>
  [...text].reduce((sum, char) => sum + (WIDTHS[char] ?? 556), 0) * (size / 1000);

/** Text as a PDF string in WinAnsi (Latin-1): escaped, anything outside it as '?'. */
function pdfString(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, ' ')})`;
}

function pageContent(page: PdfPage): string {
  const texts = page.texts.map(({ x, y, text, size = 10, bold = false, align = 'left' }) => {
    const left = align === 'right' ? x - textWidth(text, size) : x;
    return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${left.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`;
  });
  const rules = page.rules.map(({ x1, y1, x2, y2 }) => `${x1} ${y1} m ${x2} ${y2} l S`);
  return ['0.5 w', ...rules, ...texts].join('\n');
}

export function renderPdf(pages: readonly PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  /** Adds an object; answers its number (from 1). */
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, written once the pages are known
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${pdfString(title)} /Producer (licensing-api) >>`);
  const kids = pages.map((page) => {
    const content = pageContent(page);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
