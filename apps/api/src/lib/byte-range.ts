import type { ByteRange } from '@hanabi/storage';

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14): `whole` for no header, one that is not
 * a single byte range (several ranges or another unit may be answered whole), or one covering the file;
 * `unsatisfiable` when the range starts past the end (answered 416); otherwise the bytes, clipped to the file.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'part'; range: ByteRange };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  // `bytes=-n` is the last n bytes.
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (first !== '' && last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size || (first === '' && Number(last) === 0)) return { kind: 'unsatisfiable' };
  if (start === 0 && end === size - 1) return { kind: 'whole' };
  return { kind: 'part', range: { start, end } };
}
