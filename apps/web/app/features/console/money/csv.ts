/**
 * CSV as Excel in Japan opens it (decision 0052): UTF-8 with a byte-order mark (without it Excel reads
 * Shift_JIS and garbles Japanese), CRLF line ends, a field quoted when it holds a comma, quote or line end,
 * and a text that would start a formula (= + - @, tab, carriage return) prefixed with ' so Excel shows it as
 * text instead of running it.
 */
export type CsvCell = string | number;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The answer of a CSV download named `filename` (ASCII, so every browser keeps it). */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
