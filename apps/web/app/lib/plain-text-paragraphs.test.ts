import { describe, expect, it } from 'vitest';
import { plainTextParagraphs } from './plain-text-paragraphs.ts';

describe('plainTextParagraphs', () => {
  it('splits paragraphs at blank lines and keeps the lines of each', () => {
    expect(plainTextParagraphs('お詫び申し上げます。\n\n【日時】\n11月1日 午前2時〜午前6時')).toEqual([
      ['お詫び申し上げます。'],
      ['【日時】', '11月1日 午前2時〜午前6時'],
    ]);
  });

  it('reads Windows line breaks, blank lines holding spaces and runs of blank lines alike', () => {
    expect(plainTextParagraphs('一段落目\r\n\r\n二段落目\n \u3000\n\n\n三段落目\n')).toEqual([
      ['一段落目'],
      ['二段落目'],
      ['三段落目'],
    ]);
  });
});
