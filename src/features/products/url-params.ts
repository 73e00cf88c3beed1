// Reading the products pages' query strings: bad values fall back to the default with a note.

/** One corrected URL value, said in words for a Notice. */
export interface Correction {
  param: string;
  message: string;
}

/**
 * `active`: absent or `true` lists only active records (the API's default); `false` lists the
 * inactive or deleted ones too, as the API's own `active=false` does.
 */
export function parseActive(search: URLSearchParams, corrections: Correction[]): boolean {
  const raw = search.get('active');
  if (raw === null || raw === '' || raw === 'true') return true;
  if (raw === 'false') return false;
  corrections.push({
    param: 'active',
    message: `active=${raw} is neither true nor false: only active records are shown.`,
  });
  return true;
}

/** A positive whole number (an id), or null with a correction when it is not one. */
export function parsePositiveId(
  search: URLSearchParams,
  param: string,
  corrections: Correction[],
): number | null {
  const raw = search.get(param)?.trim();
  if (!raw) return null;
  const value = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isSafeInteger(value) && value > 0) return value;
  corrections.push({
    param,
    message: `${param}=${raw} is not a number: the filter is left out.`,
  });
  return null;
}

/** The same query string with `param` set to `value`, or removed when value is null or ''. */
export function withParam(
  search: URLSearchParams,
  param: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === '') next.delete(param);
  else next.set(param, value);
  return next;
}
