// Reading one URL value by its param's kind: the value, or undefined, and the reason for any change.
import type {
  BooleanSpec,
  DateSpec,
  EnumSpec,
  IntegerSpec,
  NumberSpec,
  ParamSpec,
  ParamValue,
  SellerSpec,
  TextSpec,
} from './list-spec';
import { isoDate } from '../domain/format';

export type Read<V> = { value: V | undefined; note?: string };

const INTEGER_RE = /^[-+]?\d+$/;
const NUMBER_RE = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE_RE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;

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
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  if (year < 1000) return undefined;
  return isoDate(year, month, day);
}

/** A month as YYYY-MM, or undefined. */
export function normaliseMonth(raw: string): string | undefined {
  const match = MONTH_RE.exec(raw.trim());
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= 1000 && month >= 1 && month <= 12 ? raw.trim() : undefined;
}

function readDate(spec: DateSpec, raw: string): Read<string> {
  const value = normaliseDate(raw) ?? (spec.month ? normaliseMonth(raw) : undefined);
  if (value === undefined) {
    return {
      value,
      note: `is not a date (YYYY-MM-DD)${spec.month ? ' or a month (YYYY-MM)' : ''}`,
    };
  }
  return { value, note: value === raw.trim() ? undefined : `is read as ${value}` };
}

function readEnum(spec: EnumSpec, raw: string): Read<string> {
  const text = raw.trim();
  if (spec.values.includes(text)) return { value: text };
  const folded = spec.values.find((v) => v.toLowerCase() === text.toLowerCase());
  if (folded) return { value: folded, note: `is read as ${folded}` };
  return { value: undefined, note: `is not one of ${spec.values.join(', ')}` };
}

function readText(spec: TextSpec, raw: string): Read<string> {
  if (!spec.trim) return { value: raw };
  const value = raw.trim();
  if (!value) return { value: undefined, note: 'is blank' };
  return { value, note: value === raw ? undefined : `has spaces around it; “${value}” is used` };
}

function readBoolean(spec: BooleanSpec, raw: string): Read<boolean> {
  const text = raw.trim().toLowerCase();
  const value =
    text === spec.write[0] || text === 'true' || text === '1'
      ? true
      : text === spec.write[1] || text === 'false' || text === '0'
        ? false
        : undefined;
  if (value === undefined) return { value, note: 'is neither true nor false' };
  const written = spec.write[value ? 0 : 1];
  return { value, note: written === raw ? undefined : `is read as ${written}` };
}

const readSeller = (_spec: SellerSpec, raw: string): Read<number | 'all'> =>
  raw.trim().toLowerCase() === 'all'
    ? { value: 'all' }
    : readInteger({ kind: 'integer', min: 1, outOfRange: 'drop', default: undefined }, raw);

/** Each kind's reader. */
const READERS: { [K in ParamSpec['kind']]: (spec: never, raw: string) => Read<ParamValue> } = {
  integer: readInteger,
  number: readNumber,
  date: readDate,
  enum: readEnum,
  text: readText,
  boolean: readBoolean,
  seller: readSeller,
};

export function readParam(spec: ParamSpec, raw: string): Read<ParamValue> {
  return READERS[spec.kind](spec as never, raw);
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
  if (typeof value === 'boolean') {
    const write = spec?.kind === 'boolean' ? spec.write : ['true', 'false'];
    return write[value ? 0 : 1]!;
  }
  return typeof value === 'number' ? formatNumber(value) : value;
}
