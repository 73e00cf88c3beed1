// Shared normalisers for the API's wire quirks: numbers and ids as strings, '0'/'1'/'127' booleans,
// empty enums and placeholder dates. Each comes twice from one reader: `readX` (plain function,
// undefined when the value is not acceptable: the fast path for long lists) and `wireX` (the zod
// schema built on it, which says what is wrong). Only src/domain knows the wire.
//
// Every schema of src/domain is made with `z.lazy`: zod builds it on its first parse, not when its
// module is evaluated. A first view's modules are evaluated before the page hydrates, and a
// hydrated page parses nothing until its next fetch; building every schema up front was about a
// third of the shared chunk's evaluation (about 45 ms of 135 on an emulated phone at 4x CPU).
import { z } from 'zod/mini';

// The app's Content-Security-Policy forbids eval: without `jitless`, zod probes `new Function` and
// the browser reports a CSP violation. zod/mini ships no messages of its own: the English locale
// keeps zod's messages ("Invalid input: expected object, received string") as they were. Set here
// because every schema module imports this one.
z.config({ jitless: true, ...z.locales.en() });

const NUMERIC = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/;
const INTEGER = /^\s*[-+]?\d+\s*$/;
const DAY = String.raw`\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`;
const DATE_ONLY = new RegExp(String.raw`^${DAY}$`);
const TIMESTAMP = new RegExp(String.raw`^${DAY} (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$`);
// Anything else a date might look like: a `T`, no seconds, fractions, a zone.
const DATE_RE = new RegExp(
  String.raw`^(${DAY})(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$`,
);

/** `YYYY-MM-DD`: a date without time or zone. */
export type DateOnly = string;
/** `YYYY-MM-DD HH:MM:SS` (or `YYYY-MM-DD` when the API sent only a date), no zone. */
export type Timestamp = string;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A number from a JSON number or a string `written` matches, when `acceptable`. */
function readNumeric(
  value: unknown,
  written: RegExp,
  acceptable: (number: number) => boolean,
): number | undefined {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && written.test(value)) number = Number(value);
  else return undefined;
  return acceptable(number) ? number : undefined;
}

/** A finite number from a JSON number or a decimal string (`"12.50"`, `"-35"`, `"1e3"`). */
export function readNumber(value: unknown): number | undefined {
  return readNumeric(value, NUMERIC, Number.isFinite);
}

export function readNumberOrNull(value: unknown): number | null | undefined {
  return isBlank(value) ? null : readNumber(value);
}

/** A safe integer from a JSON number or an integer string (`"1003"`). */
export function readInt(value: unknown): number | undefined {
  return readNumeric(value, INTEGER, Number.isSafeInteger);
}

export function readIntOrNull(value: unknown): number | null | undefined {
  return isBlank(value) ? null : readInt(value);
}

/** true/false, 0/1, '0'/'1', 'true'/'false', and any other non-zero number ('127') as true. */
export function readBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  const number = readNumber(value);
  return number === undefined ? undefined : number !== 0;
}

export function readText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Optional free text: null, missing and blank are null; other text is kept as sent. */
export function readTextOrNull(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  return value.trim() === '' ? null : value;
}

/** The upstream's "no date": year 0000 and the Unix epoch seen west of Greenwich (1969-12-31). */
export function isPlaceholderDate(value: string): boolean {
  return value.startsWith('0000-') || value.startsWith('1969-12-31');
}

/** The regexes allow day 31 in every month: the 29th and later are checked here. */
function dayExists(date: string): boolean {
  const day = Number(date.slice(8, 10));
  if (day <= 28) return true;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function readDateText(value: unknown, withTime: boolean): string | null | undefined {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return undefined;
  if (isPlaceholderDate(value)) return null;
  // The two usual shapes are kept as sent without building new strings (75,000-row lists).
  if (DATE_ONLY.test(value)) return dayExists(value) ? value : undefined;
  if (TIMESTAMP.test(value)) {
    if (!dayExists(value)) return undefined;
    return withTime ? value : value.slice(0, 10);
  }
  const text = value.trim();
  if (isPlaceholderDate(text)) return null;
  const match = DATE_RE.exec(text);
  if (!match?.[1] || !dayExists(match[1])) return undefined;
  const [, date, hh, mm, ss] = match;
  // The text is kept, never turned into a Date: no time zone can shift the day.
  if (!withTime || hh === undefined) return date;
  return `${date} ${hh}:${mm}:${ss ?? '00'}`;
}

/** A date-only field: `YYYY-MM-DD` (a timestamp keeps its date part); placeholders are null. */
export function readDate(value: unknown): DateOnly | null | undefined {
  return readDateText(value, false);
}

/** A timestamp: `YYYY-MM-DD HH:MM:SS` (a bare date stays a date); placeholders are null. */
export function readTimestamp(value: unknown): Timestamp | null | undefined {
  return readDateText(value, true);
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

/** Adds "expected X, got Y" to the parse and gives up on this value. */
export function fail(ctx: z.core.ParsePayload, value: unknown, expected: string): never {
  ctx.issues.push({
    code: 'custom',
    message: `expected ${expected}, got ${shown(value)}`,
    input: value,
  });
  return z.NEVER;
}

/**
 * A zod schema from a reader. Built on an optional unknown so that a missing key still reaches the
 * reader: the "...OrNull" readers take it as null, the others report the field as missing.
 */
export function wire<T>(read: (value: unknown) => T | undefined, expected: string) {
  const schema = z.lazy(() =>
    z.pipe(
      z.optional(z.unknown()),
      z.transform((value: unknown, ctx): T => {
        const out = read(value);
        return out === undefined ? fail(ctx, value, expected) : out;
      }),
    ),
  );
  readers.set(schema, read);
  return schema;
}

type Reader = (value: unknown) => unknown;
/** Each `wire` schema's reader, for plainReader. */
const readers = new WeakMap<object, Reader>();

export const wireNumber = wire(readNumber, 'a number');
export const wireNumberOrNull = wire(readNumberOrNull, 'a number or null');
export const wireId = wire(readInt, 'an integer id');
export const wireIdOrNull = wire(readIntOrNull, 'an integer id or null');
export const wireIntOrNull = wire(readIntOrNull, 'an integer or null');
export const wireBool = wire(readBool, "a boolean (true/false or '0'/'1')");
/** A required text field (names): any string, `""` included. */
export const wireText = wire(readText, 'text');
export const wireTextOrNull = wire(readTextOrNull, 'text or null');
export const wireDate = wire(readDate, 'a date (YYYY-MM-DD) or null');
export const wireTimestamp = wire(readTimestamp, 'a timestamp (YYYY-MM-DD HH:MM:SS) or null');

/** An enum whose empty string or null means "not set"; other values must be listed. */
export function readEnumOrNull<const T extends readonly string[]>(values: T) {
  const allowed = new Set<string>(values);
  return (value: unknown): T[number] | null | undefined => {
    if (isBlank(value)) return null;
    return typeof value === 'string' && allowed.has(value) ? (value as T[number]) : undefined;
  };
}

export function wireEnumOrNull<const T extends readonly string[]>(values: T) {
  return wire(readEnumOrNull(values), `one of ${values.join(', ')}`);
}

/** `hasAdSize` → `has_ad_size`: a domain field's name on the wire, for the compiler. */
type Snake<K extends string> = K extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<R>}`
  : K;

/** Domain fields whose wire name is not their snake_case one: `{ productId: 'publication_id' }`. */
export type Renames<T> = { [K in keyof T]?: string };

/** The wire fields of a `T`: each field under its wire name, with a schema that reads its value. */
export type WireShape<T, R extends Renames<T> = object> = {
  [K in keyof T & string as K extends keyof R ? R[K] & string : Snake<K>]: z.ZodMiniType<
    T[K],
    unknown
  >;
};

const camel = (key: string) => key.replace(/_([a-z\d])/g, (_, c: string) => c.toUpperCase());

/** Copies a parsed wire object's `shape` fields to their domain names (extra fields are left). */
export function renamer<T>(
  shape: object,
  renames: Renames<T> = {},
): (wire: Record<string, unknown>) => T {
  const wireNames = new Map(Object.entries(renames).map(([to, from]) => [from as string, to]));
  const fields = Object.keys(shape).map((from) => [from, wireNames.get(from) ?? camel(from)]);
  return (wire) => {
    const out: Record<string, unknown> = {};
    for (const [from, to] of fields) out[to!] = wire[from!];
    return out as T;
  };
}

/**
 * A record's schema from its wire fields: `wireRecord<T>()()(shape)`, `T`'s fields under their
 * snake_case names (or `renames`), read by their schemas and renamed. The shape is made on the
 * first parse (see above).
 */
export const wireRecord =
  <T>() =>
  <const R extends Renames<T> = object>(
    shape: () => WireShape<T, R>,
    renames?: R,
  ): z.ZodMiniType<T, unknown> =>
    z.lazy(() => {
      const fields = shape() as z.core.$ZodLooseShape;
      return z.pipe(z.object(fields), z.transform(renamer<T>(fields, renames)));
    }) as unknown as z.ZodMiniType<T, unknown>;

/** A nested object the API may send as null or leave out: null either way. */
export const wireOrNull = <S extends z.core.$ZodType>(schema: () => S) =>
  z.lazy(() =>
    z.pipe(
      z.nullish(schema()),
      z.transform((value) => value ?? null),
    ),
  );

/**
 * The fast path of a wire record's schema for long lists: the readers behind its fields' schemas
 * (`own` for a field whose schema has none), without zod's per-field machinery. Undefined for
 * anything not plainly valid: parseList then asks the schema, which stays the authority.
 */
export function plainReader<T>(
  shape: object,
  own: Record<string, Reader> = {},
): (raw: unknown) => T | undefined {
  const fields = Object.entries(shape).map(([from, schema]) => {
    const read = own[from] ?? readers.get(schema as object);
    if (!read) throw new Error(`plainReader: no reader for ${from}`);
    return [from, camel(from), read] as const;
  });
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [from, to, read] of fields) {
      const value = read((raw as Record<string, unknown>)[from]);
      if (value === undefined) return undefined;
      out[to] = value;
    }
    return out as T;
  };
}
