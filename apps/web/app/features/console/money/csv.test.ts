import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV for Excel in Japan', () => {
  it('starts with the byte-order mark, ends lines with CRLF, and quotes what needs it', () => {
    const csv = toCsv(
      ['日付', '作品'],
      [
        ['2025-10-01', '花火, "夏"\n特別編'],
        ['2025-10-02', 300],
      ],
    );
    expect(csv).toBe('\uFEFF日付,作品\r\n2025-10-01,"花火, ""夏""\n特別編"\r\n2025-10-02,300\r\n');
  });

  it('keeps a text that would start a formula as text, numbers as they are', () => {
    expect(toCsv(['a', 'b', 'c'], [['=HYPERLINK("x")', '-1', -1]])).toBe(
      '\uFEFFa,b,c\r\n"\'=HYPERLINK(""x"")",\'-1,-1\r\n',
    );
  });
});
