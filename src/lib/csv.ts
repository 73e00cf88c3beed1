// CSV text for spreadsheets (RFC 4180), and saving text as a downloaded file.

export type CsvCell = string | number | boolean | null | undefined;

/** A number as the files write it (`-1901153.75`, an amount's toFixed): nothing a formula can be. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell: quoted when it holds a comma, quote or line break. Text that a spreadsheet would run
 * as a formula (=, +, -, @, tab or CR first) is prefixed with ' — numbers stay numbers, negative
 * ones and amounts written as text included, or a spreadsheet could not sum them.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as Excel and RFC 4180 expect; a header row first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** "<stem>.csv", or with filters set: "<stem>_name-value.csv" (each value in safe characters). */
export function csvFileName<K extends string>(
  stem: string,
  names: readonly K[],
  filters: Partial<Record<K, unknown>>,
): string {
  const parts = names
    .filter((name) => filters[name] !== undefined)
    .map((name) => `${name}-${String(filters[name]).replace(/[^0-9A-Za-z.-]/g, '')}`);
  return `${stem}${parts.length ? `_${parts.join('_')}` : ''}.csv`;
}

/** Offers text as a file download (a UTF-8 BOM first so Excel reads accents right). */
export function downloadText(fileName: string, text: string, type = 'text/csv'): void {
  const blob = new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
