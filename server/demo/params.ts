// Query parameter parsing with the upstream's error messages ({"error": "..."} with status 400).
export class BadRequest extends Error {}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4}-\d{2}-\d{2})( \d{2}:\d{2}:\d{2})?$/;

/** A parameter read by `pattern`; an empty value counts as absent, as upstream's PHP does. */
const optional =
  <T>(pattern: RegExp, must: string, read: (match: RegExpExecArray) => T) =>
  (name: string, raw: string | undefined): T | undefined => {
    if (raw === undefined || raw === '') return undefined;
    const match = pattern.exec(raw);
    if (!match) throw new BadRequest(`${name} must be ${must}`);
    return read(match);
  };

export const optionalInt = optional(INTEGER, 'an integer', ([raw]) => Number(raw));
export const optionalNumber = optional(NUMBER, 'a number', ([raw]) => Number(raw));
/** The date part (YYYY-MM-DD) of a date or timestamp parameter. */
export const optionalDate = optional(DATE, 'a date (YYYY-MM-DD)', (match) => match[1]!);

export function requiredInt(name: string, raw: string | undefined): number {
  const value = optionalInt(name, raw);
  if (value === undefined) throw new BadRequest(`${name} is a required field`);
  return value;
}

/** `active` defaults to true; false or 0 includes deleted records. */
export function activeFlag(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new BadRequest('active must be true or false');
}

export function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new BadRequest(`${name} must be a positive integer`);
  }
  return Number(raw);
}

export function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined || raw === '') return fallback;
  const found = allowed.find((a) => a === raw);
  if (found === undefined) throw new BadRequest(`${name} must be one of ${allowed.join(', ')}`);
  return found;
}
