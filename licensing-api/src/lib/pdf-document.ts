// Text documents as PDF (the order quote), written with PDFKit: pages of text and rules, the text
// in embedded Noto fonts (OFL, from npm) so any name prints as typed, in Latin, Greek, Cyrillic or
// CJK. PDFKit subsets each font into the file: only the glyphs a document uses are in it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

export type PdfText = {
  x: number;
  /** The baseline, in points from the bottom of the page. */
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
  /** The most points the text may take: a longer one is cut, ending in '…'. */
  maxWidth?: number;
};
export type PdfRule = { x1: number; y1: number; x2: number; y2: number };
export type PdfPage = { texts: PdfText[]; rules: PdfRule[] };

/** A4 in points. */
export const PAGE = { width: 595, height: 842 } as const;

type Face = { regular: fontkit.Font; bold: fontkit.Font };

/**
 * The fonts, in the order a character's font is chosen: Noto Sans (Latin, Greek, Cyrillic), then
 * Noto Sans SC (Han ideographs, kana), then Noto Sans KR (Hangul). No one npm font has them all.
 * Regular and bold only: the Docker image keeps just these two weights of each.
 */
const FAMILIES = [
  ['@expo-google-fonts/noto-sans', 'NotoSans'],
  ['@expo-google-fonts/noto-sans-sc', 'NotoSansSC'],
  ['@expo-google-fonts/noto-sans-kr', 'NotoSansKR'],
] as const;

let faces: Face[] | undefined;
/** The fonts, read and parsed once per process (some 35 MB), on the first document. */
function fontChain(): Face[] {
  if (!faces) {
    const require = createRequire(import.meta.url);
    const open = (pkg: string, family: string, weight: string): fontkit.Font => {
      const font = fontkit.create(readFileSync(require.resolve(`${pkg}/${weight}/${family}_${weight}.ttf`)));
      if (!('layout' in font)) throw new Error(`${pkg}: ${weight} is a font collection, not a font`);
      return font;
    };
    faces = FAMILIES.map(([pkg, family]) => ({
      regular: open(pkg, family, '400Regular'),
      bold: open(pkg, family, '700Bold'),
    }));
  }
  return faces;
}

type Run = { font: fontkit.Font; text: string };

/**
 * `text` cut into runs of one font each: every letter in the first font of the chain that has it
 * (the first font's missing-glyph box if none has); spaces, digits, punctuation and marks stay in
 * the run's font when it has them, so a CJK name is not cut at each space.
 */
function fontRuns(text: string, bold = false): Run[] {
  const chain = fontChain().map((face) => (bold ? face.bold : face.regular));
  const runs: Run[] = [];
  for (const char of text.replace(/[\r\n]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    const current = runs.at(-1);
    const font =
      current && !/\p{L}/u.test(char) && current.font.hasGlyphForCodePoint(code)
        ? current.font
        : (chain.find((candidate) => candidate.hasGlyphForCodePoint(code)) ?? chain[0]!);
    if (current?.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

type MeasuredRun = Run & { width: number };
const widthOf = (runs: readonly MeasuredRun[]) => runs.reduce((sum, run) => sum + run.width, 0);

/**
 * The runs of `text`, cut by characters (a surrogate pair stays whole) to the longest start that
 * fits `maxWidth` with '…' after it, when the whole does not fit: a CJK character is twice as wide
 * as a Latin one, so no count of characters fits a column.
 */
function fitted(text: string, maxWidth: number, measured: (shown: string) => MeasuredRun[]): MeasuredRun[] {
  const whole = measured(text);
  if (widthOf(whole) <= maxWidth) return whole;
  const chars = [...text];
  let [low, high] = [0, chars.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (widthOf(measured(`${chars.slice(0, middle).join('')}…`)) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return measured(`${chars.slice(0, low).join('').trimEnd()}…`);
}

/** The PDF of `pages`, with `title` as its document title. */
export function renderPdf(pages: readonly PdfPage[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    // No default font: PDFKit would parse Helvetica's metrics for every document, unused here.
    font: null as unknown as string,
    info: { Title: title, Producer: 'licensing-api' },
  });
  // PDFKit takes a parsed fontkit font as well as bytes (its types say bytes only), so the fonts
  // are parsed once, not for each document; a font is embedded only once a text uses it.
  for (const face of fontChain()) {
    for (const font of [face.regular, face.bold]) {
      doc.registerFont(font.postscriptName, font as unknown as Buffer, font.postscriptName);
    }
  }
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of pages) {
    doc.addPage();
    doc.lineWidth(0.5);
    for (const { x1, y1, x2, y2 } of page.rules) {
      doc
        .moveTo(x1, PAGE.height - y1)
        .lineTo(x2, PAGE.height - y2)
        .stroke();
    }
    for (const { x, y, text, size = 10, bold = false, align = 'left', maxWidth = Infinity } of page.texts) {
      const measured = (shown: string) =>
        fontRuns(shown, bold).map((run) => {
          doc.font(run.font.postscriptName, size);
          return { ...run, width: doc.widthOfString(run.text) };
        });
      const runs = fitted(text, maxWidth, measured);
      let left = align === 'right' ? x - widthOf(runs) : x;
      for (const run of runs) {
        doc
          .font(run.font.postscriptName, size)
          .text(run.text, left, PAGE.height - y, { baseline: 'alphabetic', lineBreak: false });
        left += run.width;
      }
    }
  }
  doc.end();
  return done;
}
