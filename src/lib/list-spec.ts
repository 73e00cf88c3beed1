// The declaration of a list's URL state: one entry per query parameter, under the API's own name,
// with its kind, default and bounds. list-params.ts reads and writes query strings from a spec.

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
  /** Whether `used` is the param's default. */
  isDefault: boolean;
}

/** Own wording for a param's corrections; null says "nothing to tell". */
export type MessageFn = (problem: Problem) => string | null;

interface BaseSpec<V, D extends V | undefined> {
  /** Used when the URL leaves the parameter out; defaults are never written to the URL. */
  default: D;
  /** Own wording; without it the generic one (`page=0 is below 1; 1 is used.`) is used. */
  message?: MessageFn;
  /** Phantom: the value type. */
  readonly _value?: V;
}

type NumberDefault = number | undefined;
type TextDefault = string | undefined;

export interface IntegerSpec<D extends NumberDefault = NumberDefault> extends BaseSpec<number, D> {
  kind: 'integer';
  min?: number;
  max?: number;
  /** Only these values are allowed; any other is moved to the nearest of them. */
  choices?: readonly number[];
  /** Out of [min, max]: move to the edge (page numbers) or drop (ids: the nearest id means nothing). */
  outOfRange?: 'clamp' | 'drop';
}

export interface NumberSpec<D extends NumberDefault = NumberDefault> extends BaseSpec<number, D> {
  kind: 'number';
  min?: number;
  max?: number;
  /** Decimal places kept (2 for money); more are rounded away with a note. */
  decimals?: number;
}

export interface DateSpec<D extends TextDefault = TextDefault> extends BaseSpec<string, D> {
  kind: 'date';
  /** Also accept a month, `YYYY-MM` (the secondary API's date filters take either). */
  month?: boolean;
}

export interface EnumSpec<
  V extends string = string,
  D extends V | undefined = V | undefined,
> extends BaseSpec<V, D> {
  kind: 'enum';
  values: readonly V[];
}

export interface TextSpec<D extends TextDefault = TextDefault> extends BaseSpec<string, D> {
  kind: 'text';
  /** Spaces around the value are dropped with a note (exact-match API filters); otherwise the
   * text is kept as typed, so spaces between words survive typing. */
  trim?: boolean;
}

export interface BooleanSpec extends BaseSpec<boolean, boolean> {
  kind: 'boolean';
  /** How true and false are written: `['true', 'false']` (the default) or `['1', '0']`. */
  write: readonly [string, string];
}

/** Whose records a per-seller list shows: a seller's user id, or `all` (everyone's). */
export interface SellerSpec extends BaseSpec<number | 'all', undefined> {
  kind: 'seller';
}

export type ParamSpec =
  IntegerSpec | NumberSpec | DateSpec | EnumSpec | TextSpec | BooleanSpec | SellerSpec;
export type Params = Record<string, ParamSpec>;

export interface ListSpec<P extends Params = Params> {
  params: P;
  /** Pairs [from, to] of the same kind: a from above its to is swapped with a note. */
  ranges?: readonly (readonly [keyof P & string, keyof P & string])[];
  /** The page parameter, if the list is paged: every change but its own sends it back to its
   * default (react-admin's queryReducer rule). */
  page?: keyof P & string;
}

type ValueOf<S> = S extends { _value?: infer V } ? V : never;
export type ListValues<P extends Params> = {
  [K in keyof P]: P[K]['default'] extends undefined ? ValueOf<P[K]> | undefined : ValueOf<P[K]>;
};
export type ParamValue = number | string | boolean;

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

export function dateParam(options: Options<DateSpec> = {}): DateSpec<undefined> {
  return { kind: 'date', ...options, default: undefined };
}

export function enumParam<const V extends string>(
  values: readonly V[],
  options: { default: NoInfer<V>; message?: MessageFn },
): EnumSpec<V, V>;
export function enumParam<const V extends string>(
  values: readonly V[],
  options?: { message?: MessageFn },
): EnumSpec<V, undefined>;
export function enumParam(
  values: readonly string[],
  options: { default?: string; message?: MessageFn } = {},
): EnumSpec {
  return { kind: 'enum', values, ...options, default: options.default };
}

export function textParam(options: Options<TextSpec> & { default: string }): TextSpec<string>;
export function textParam(options?: Options<TextSpec>): TextSpec<undefined>;
export function textParam(options: Options<TextSpec> & { default?: string } = {}): TextSpec {
  return { kind: 'text', ...options, default: options.default };
}

export function booleanParam(
  options: Omit<Options<BooleanSpec>, 'write'> & {
    default: boolean;
    write?: readonly [string, string];
  },
): BooleanSpec {
  return { kind: 'boolean', ...options, write: options.write ?? ['true', 'false'] };
}

/** `seller`: unset, the person's default (a salesperson's own, else everyone's: the server's). */
export function sellerParam(): SellerSpec {
  return { kind: 'seller', default: undefined };
}

export function defineListSpec<P extends Params>(spec: ListSpec<P>): ListSpec<P> {
  return spec;
}
