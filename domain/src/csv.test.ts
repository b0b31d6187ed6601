import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';

describe('CSV', () => {
  it('neutralizes what a spreadsheet would run as a formula, and keeps numbers', () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('\r1')).toBe(`"'\r1"`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('EQQ Server Professional')).toBe('EQQ Server Professional');
  });

  it('quotes by RFC 4180 and writes UTF-8 with a byte-order mark and CRLF lines', () => {
    expect(csvCell('Zoë, "the" best\nline')).toBe('"Zoë, ""the"" best\nline"');
    expect(
      csvDocument([
        ['Edition', 'Licenses'],
        ['=1+1', 4],
        [null, 0],
      ]),
    ).toBe("\uFEFFEdition,Licenses\r\n'=1+1,4\r\n,0\r\n");
  });
});
