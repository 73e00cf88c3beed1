// A list parameter's declaration, and reading one URL value by its kind: the value, or undefined,
// and the reason for any change.
import { isoDate } from '../domain/format';

/** What the URL said for one parameter, and what is used instead; one line of the notice. */
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

/** One given value that was not used exactly as written: the input to a param's `message`. */
export interface Problem {
  param: string;
  /** The first value given, as written. */
  given: string;
  /** How many (non-empty) values were given. */
  times: number;
  /** False when the value could not be read at all (the default, or nothing, is used). */
  readable: boolean;
  /** Why the value changed, in the generic wording ('is below 1; 1 is used'), if it did. */
  note?: string;
  /** The value used, as the URL writes it; null when the parameter is left out. */
  used: string | null;
}

export type ParamValue = number | string | boolean;

/** One parameter; the fields after `message` apply to the kinds named. */
export interface ParamSpec<V = ParamValue, D = V | undefined> {
  kind: 'integer' | 'number' | 'date' | 'enum' | 'text' | 'boolean' | 'seller';
  /** Used when the URL leaves the parameter out; defaults are never written to the URL. */
  default: D;
  /** Own wording (null: nothing to tell); without it the generic one (`page=0 is below 1; 1 is used.`). */
  message?: (problem: Problem) => string | null;
  /** integer, number: bounds. */
  min?: number;
  max?: number;
  /** integer: only these values are allowed; any other is moved to the nearest of them. */
  choices?: readonly number[];
  /** integer: out of [min, max], move to the edge (page numbers) or drop (ids: the nearest id
   * means nothing). */
  outOfRange?: 'clamp' | 'drop';
  /** number: decimal places kept (2 for money); more are rounded away with a note. */
  decimals?: number;
  /** date: also accept a month, `YYYY-MM` (the secondary API's date filters take either). */
  month?: boolean;
  /** enum: the values allowed. */
  values?: readonly string[];
  /** text: spaces around the value are dropped with a note (exact-match API filters); otherwise
   * the text is kept as typed, so spaces between words survive typing. */
  trim?: boolean;
  /** boolean: how true and false are written, `['true', 'false']` (the default) or `['1', '0']`. */
  write?: readonly [string, string];
  /** Phantom: the value type. */
  readonly _value?: V;
}

type Read<V> = { value: V | undefined; note?: string };

const INTEGER_RE = /^[-+]?\d+$/;
const NUMBER_RE = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;
const TRUE_FALSE = ['true', 'false'] as const;

function nearest(value: number, choices: readonly number[]): number {
  return choices.reduce((best, c) => (Math.abs(c - value) < Math.abs(best - value) ? c : best));
}

function readInteger(spec: ParamSpec, raw: string): Read<number> {
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

function readNumber(spec: ParamSpec, raw: string): Read<number> {
  const text = raw.trim().replace(/[,_\s]/g, '');
  if (!NUMBER_RE.test(text)) return { value: undefined, note: 'is not a number' };
  const value = Number(text);
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
    const note = `has more than ${spec.decimals} decimals; ${formatNumber(rounded)} is used`;
    if (rounded !== value) return { value: rounded, note };
  }
  return { value };
}

/** A real calendar date as YYYY-MM-DD, or undefined. */
export function normaliseDate(raw: string): string | undefined {
  const match = DATE_RE.exec(raw.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC moves an impossible date (02-30) on to a real one: the parts then differ.
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? isoDate(year, month, day) : undefined;
}

/** A month as YYYY-MM, or undefined. */
export function normaliseMonth(raw: string): string | undefined {
  const match = MONTH_RE.exec(raw.trim());
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= 1000 && month >= 1 && month <= 12 ? raw.trim() : undefined;
}

function readDate(spec: ParamSpec, raw: string): Read<string> {
  const value = normaliseDate(raw) ?? (spec.month ? normaliseMonth(raw) : undefined);
  if (value === undefined) {
    return {
      value,
      note: `is not a date (YYYY-MM-DD)${spec.month ? ' or a month (YYYY-MM)' : ''}`,
    };
  }
  return { value, note: value === raw.trim() ? undefined : `is read as ${value}` };
}

function readEnum({ values = [] }: ParamSpec, raw: string): Read<string> {
  const text = raw.trim();
  if (values.includes(text)) return { value: text };
  const folded = values.find((v) => v.toLowerCase() === text.toLowerCase());
  if (folded) return { value: folded, note: `is read as ${folded}` };
  return { value: undefined, note: `is not one of ${values.join(', ')}` };
}

function readText(spec: ParamSpec, raw: string): Read<string> {
  if (!spec.trim) return { value: raw };
  const value = raw.trim();
  if (!value) return { value: undefined, note: 'is blank' };
  return { value, note: value === raw ? undefined : `has spaces around it; “${value}” is used` };
}

function readBoolean({ write = TRUE_FALSE }: ParamSpec, raw: string): Read<boolean> {
  const text = raw.trim().toLowerCase();
  const value =
    text === write[0] || text === 'true' || text === '1'
      ? true
      : text === write[1] || text === 'false' || text === '0'
        ? false
        : undefined;
  if (value === undefined) return { value, note: 'is neither true nor false' };
  const written = write[value ? 0 : 1];
  return { value, note: written === raw ? undefined : `is read as ${written}` };
}

const readSeller = (_spec: ParamSpec, raw: string): Read<number | 'all'> =>
  raw.trim().toLowerCase() === 'all'
    ? { value: 'all' }
    : readInteger({ kind: 'integer', min: 1, outOfRange: 'drop', default: undefined }, raw);

const READERS: Record<ParamSpec['kind'], (spec: ParamSpec, raw: string) => Read<ParamValue>> = {
  integer: readInteger,
  number: readNumber,
  date: readDate,
  enum: readEnum,
  text: readText,
  boolean: readBoolean,
  seller: readSeller,
};

export function readParam(spec: ParamSpec, raw: string): Read<ParamValue> {
  return READERS[spec.kind](spec, raw);
}

/** A number as the API wants it: plain decimals, never exponent notation. */
function formatNumber(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Above 1e21 toFixed gives exponents too; such a number is a whole one anyway.
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** A value as the URL and the API write it. */
export function formatParam(value: ParamValue, spec?: ParamSpec): string {
  if (typeof value === 'boolean') return (spec?.write ?? TRUE_FALSE)[value ? 0 : 1];
  return typeof value === 'number' ? formatNumber(value) : value;
}
