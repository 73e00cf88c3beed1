// A record number in a URL path or a filter, as the API accepts it. A module of its own (no API
// module imported), so the app's entry may read a deep link's number before any route has loaded.

/** A record number as the API accepts it: a positive safe integer, or null. */
export function parseId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\+?\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}
