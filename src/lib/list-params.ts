// List state in the URL: a spec per list (integer, number, date and enum params under the API's
// own names) read from the query string, with every bad value corrected and explained.

export interface Correction {
  /** The parameter's name, as in the URL. */
  param: string;
  /** What the URL said. */
  given: string;
  /** What is used instead; null when the parameter is left out. */
  used: string | null;
  /** One sentence for the person: what was wrong and what is shown instead. */
  message: string;
}

interface BaseSpec<V, D extends V | undefined> {
  /** Used when the URL leaves the parameter out; defaults are never written to the URL. */
  default: D;
  /** Phantom: the value type. */
  readonly _value?: V;
}

export interface IntegerSpec<D extends number | undefined = number | undefined> extends BaseSpec<
  number,
  D
> {
  kind: 'integer';
  min?: number;
  max?: number;
  /** Only these values are allowed; any other is moved to the nearest of them. */
  choices?: readonly number[];
  /** Out of [min, max]: move to the edge (page numbers) or drop (ids: the nearest id means nothing). */
  outOfRange?: 'clamp' | 'drop';
}

export interface NumberSpec<D extends number | undefined = number | undefined> extends BaseSpec<
  number,
  D
> {
  kind: 'number';
  min?: number;
  max?: number;
  /** Decimal places kept (2 for money); more are rounded away with a note. */
  decimals?: number;
}

export interface DateSpec<D extends string | undefined = string | undefined> extends BaseSpec<
  string,
  D
> {
  kind: 'date';
}

export interface EnumSpec<
  V extends string = string,
  D extends V | undefined = V | undefined,
> extends BaseSpec<V, D> {
  kind: 'enum';
  values: readonly V[];
}

export type ParamSpec = IntegerSpec | NumberSpec | DateSpec | EnumSpec;

export interface ListSpec<P extends Record<string, ParamSpec> = Record<string, ParamSpec>> {
  params: P;
  /** Pairs [from, to] of the same kind: a from above its to is swapped with a note. */
  ranges?: readonly (readonly [keyof P & string, keyof P & string])[];
}

type ValueOf<S> = S extends { _value?: infer V } ? V : never;
export type ListValues<P extends Record<string, ParamSpec>> = {
  [K in keyof P]: P[K]['default'] extends undefined ? ValueOf<P[K]> | undefined : ValueOf<P[K]>;
};

export interface ParsedList<P extends Record<string, ParamSpec>> {
  values: ListValues<P>;
  corrections: Correction[];
}

type Options<S> = Omit<S, 'kind' | 'default' | '_value'>;

// Overloads rather than an inferred default type: inside defineListSpec the contextual type would
// otherwise widen "no default" to "maybe a default" and make every value look always present.
export function integerParam(
  options: Options<IntegerSpec> & { default: number },
): IntegerSpec<number>;
export function integerParam(options?: Options<IntegerSpec>): IntegerSpec<undefined>;
export function integerParam(
  options: Options<IntegerSpec> & { default?: number } = {},
): IntegerSpec {
  return { kind: 'integer', ...options, default: options.default };
}

export function numberParam(options: Options<NumberSpec> & { default: number }): NumberSpec<number>;
export function numberParam(options?: Options<NumberSpec>): NumberSpec<undefined>;
export function numberParam(options: Options<NumberSpec> & { default?: number } = {}): NumberSpec {
  return { kind: 'number', ...options, default: options.default };
}

export function dateParam(): DateSpec<undefined> {
  return { kind: 'date', default: undefined };
}

export function enumParam<const V extends string>(
  values: readonly V[],
  options: { default: NoInfer<V> },
): EnumSpec<V, V>;
export function enumParam<const V extends string>(
  values: readonly V[],
  options?: Record<string, never>,
): EnumSpec<V, undefined>;
export function enumParam(values: readonly string[], options: { default?: string } = {}): EnumSpec {
  return { kind: 'enum', values, default: options.default };
}

export function defineListSpec<P extends Record<string, ParamSpec>>(
  spec: ListSpec<P>,
): ListSpec<P> {
  return spec;
}

type Read<V> = { value: V | undefined; note?: string };

const INTEGER_RE = /^[-+]?\d+$/;
const NUMBER_RE = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;

function nearest(value: number, choices: readonly number[]): number {
  return choices.reduce((best, c) => (Math.abs(c - value) < Math.abs(best - value) ? c : best));
}

function readInteger(spec: IntegerSpec, raw: string): Read<number> {
  const text = raw.trim().replace(/[,_\s]/g, '');
  let value: number;
  let note: string | undefined;
  if (INTEGER_RE.test(text)) value = Number(text);
  else if (NUMBER_RE.test(text) && spec.outOfRange !== 'drop') {
    value = Math.round(Number(text));
    note = 'is not a whole number';
  } else return { value: undefined, note: 'is not a whole number' };
  if (!Number.isSafeInteger(value)) return { value: undefined, note: 'is too large' };
  const drop = spec.outOfRange === 'drop';
  const notes: string[] = note ? [note] : [];
  if (spec.min !== undefined && value < spec.min) {
    if (drop) return { value: undefined, note: `is below ${spec.min}` };
    notes.push(`is below ${spec.min}`);
    value = spec.min;
  } else if (spec.max !== undefined && value > spec.max) {
    if (drop) return { value: undefined, note: `is above ${spec.max}` };
    notes.push(`is above the maximum of ${spec.max}`);
    value = spec.max;
  }
  if (spec.choices && !spec.choices.includes(value)) {
    if (notes.length === 0) notes.push(`is not one of ${spec.choices.join(', ')}`);
    value = nearest(value, spec.choices);
  }
  if (notes.length === 0) return { value };
  return { value, note: `${notes.join(', ')}; ${value} is used` };
}

function readNumber(spec: NumberSpec, raw: string): Read<number> {
  const text = raw.trim().replace(/[,_\s]/g, '');
  if (!NUMBER_RE.test(text)) return { value: undefined, note: 'is not a number' };
  let value = Number(text);
  if (!Number.isFinite(value)) return { value: undefined, note: 'is not a number' };
  if (spec.min !== undefined && value < spec.min) {
    return { value: spec.min, note: `is below ${spec.min}; ${spec.min} is used` };
  }
  if (spec.max !== undefined && value > spec.max) {
    return { value: spec.max, note: `is above ${spec.max}; ${spec.max} is used` };
  }
  if (spec.decimals !== undefined) {
    const factor = 10 ** spec.decimals;
    const rounded = Math.round(value * factor) / factor;
    if (rounded !== value) {
      value = rounded;
      return {
        value,
        note: `has more than ${spec.decimals} decimals; ${formatNumber(value)} is used`,
      };
    }
  }
  return { value };
}

/** A real calendar date as YYYY-MM-DD, or undefined. */
export function normaliseDate(raw: string): string | undefined {
  const match = DATE_RE.exec(raw.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  if (year < 1000) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

function readDate(raw: string): Read<string> {
  const value = normaliseDate(raw);
  if (value === undefined) return { value, note: 'is not a date (YYYY-MM-DD)' };
  return { value, note: value === raw.trim() ? undefined : `is read as ${value}` };
}

function readEnum(spec: EnumSpec, raw: string): Read<string> {
  const text = raw.trim();
  if (spec.values.includes(text)) return { value: text };
  const folded = spec.values.find((v) => v.toLowerCase() === text.toLowerCase());
  if (folded) return { value: folded, note: `is read as ${folded}` };
  return { value: undefined, note: `is not one of ${spec.values.join(', ')}` };
}

function read(spec: ParamSpec, raw: string): Read<number | string> {
  switch (spec.kind) {
    case 'integer':
      return readInteger(spec, raw);
    case 'number':
      return readNumber(spec, raw);
    case 'date':
      return readDate(raw);
    case 'enum':
      return readEnum(spec, raw);
  }
}

/** A number as the API wants it: plain decimals, never exponent notation. */
function formatNumber(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Above 1e21 toFixed gives exponents too; such a number is a whole one anyway.
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  return value.toFixed(20).replace(/\.?0+$/, '');
}

export function formatParam(value: number | string): string {
  return typeof value === 'number' ? formatNumber(value) : value;
}

/**
 * Reads a list's parameters from a query string. Empty values count as absent (as the API does);
 * unknown parameters are ignored; every other problem is corrected and listed in `corrections`.
 */
export function parseListParams<P extends Record<string, ParamSpec>>(
  spec: ListSpec<P>,
  search: URLSearchParams | string,
): ParsedList<P> {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: Record<string, number | string | undefined> = {};
  const corrections: Correction[] = [];

  for (const [name, param] of Object.entries(spec.params)) {
    const given = query.getAll(name).filter((v) => v.trim() !== '');
    const fallback = param.default;
    if (given.length === 0) {
      values[name] = fallback;
      continue;
    }
    const raw = given[0]!;
    const result = read(param, raw);
    const value = result.value ?? fallback;
    values[name] = value;
    const notes = [result.note];
    if (given.length > 1) notes.push(`is given ${given.length} times; the first is used`);
    const note = notes.filter(Boolean).join('; ');
    if (!note) continue;
    const tail =
      result.value !== undefined
        ? ''
        : value === undefined
          ? `; it is left out`
          : `; ${formatParam(value)} (the default) is used`;
    corrections.push({
      param: name,
      given: raw,
      used: value === undefined ? null : formatParam(value),
      message: `${name}=${raw} ${note}${tail}.`,
    });
  }

  for (const [from, to] of spec.ranges ?? []) {
    const a = values[from];
    const b = values[to];
    if (a === undefined || b === undefined || !(a > b)) continue;
    values[from] = b;
    values[to] = a;
    corrections.push({
      param: from,
      given: formatParam(a),
      used: formatParam(b),
      message: `${from}=${formatParam(a)} is after ${to}=${formatParam(b)}; the two are swapped.`,
    });
  }

  return { values: values as ListValues<P>, corrections };
}

/** The query string of a list's state, in the spec's order, defaults and blanks left out. */
export function listSearch<P extends Record<string, ParamSpec>>(
  spec: ListSpec<P>,
  values: Partial<ListValues<P>>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, param] of Object.entries(spec.params)) {
    const value = (values as Record<string, number | string | undefined>)[name];
    if (value === undefined || value === '' || value === param.default) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    search.set(name, formatParam(value));
  }
  return search;
}

/** Every parameter with its value, defaults included (for the API, which should be told). */
export function listApiParams<P extends Record<string, ParamSpec>>(
  spec: ListSpec<P>,
  values: ListValues<P>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of Object.keys(spec.params)) {
    const value = (values as Record<string, number | string | undefined>)[name];
    if (value !== undefined) params[name] = formatParam(value);
  }
  return params;
}
