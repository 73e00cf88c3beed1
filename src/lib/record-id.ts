// A record number (contract, invoice, advertiser, product…) in a URL path, a filter or a box where
// a person types one. A module of its own (no API module imported), so the app's entry may read a
// deep link's number before any route has loaded. One rule everywhere.

/**
 * A record number: digits, with spaces around and one leading '#' allowed ("#1003", " 7 ",
 * "007" is 7); it must be above 0 and a safe integer (the API's ids are). Anything else is null:
 * "0", "-1", "1.5", "1e3", "+7", "", digits beyond Number.MAX_SAFE_INTEGER.
 */
export function parseRecordNumber(raw: string): number | null {
  const match = /^\s*#?\s*(\d+)\s*$/.exec(raw);
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}
