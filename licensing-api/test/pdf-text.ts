// The text of a PDF as a reader gets it, by a real extractor (pdf.js): on each page, the text
// items that share a baseline make a line, left to right, a space where they are apart (a label
// and its value) and none where one run of text meets the next (a name in two fonts).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Item = { text: string; x: number; y: number; width: number };

/** Each page's lines, top to bottom. */
export async function pdfPages(pdf: Uint8Array): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const items: Item[] = content.items.flatMap((item) =>
        'str' in item && item.str !== ''
          ? [{ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
          : [],
      );
      const lines = new Map<number, Item[]>();
      for (const item of items) {
        const y = Math.round(item.y);
        lines.set(y, [...(lines.get(y) ?? []), item]);
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, line]) =>
            line
              .sort((a, b) => a.x - b.x)
              .map((item, index) => {
                const previous = line[index - 1];
                const apart = previous && item.x - (previous.x + previous.width) > 1;
                return `${apart ? ' ' : ''}${item.text}`;
              })
              .join(''),
          ),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
