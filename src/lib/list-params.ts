// List state in the URL, one mechanism for every list: a spec declares each query parameter under
// the API's own name with its kind, default and bounds; it is read from a query string with every
// bad value corrected and explained (list-read.ts), written back with defaults left out, and
// changed by one rule that sends every change but paging back to the first page.
import { LIST_DEFAULTS, SORT_ORDERS } from '../domain/invoice-list-request';
import {
  formatParam,
  readParam,
  type Correction,
  type ParamSpec,
  type ParamValue,
  type Problem,
} from './list-read';

export { normaliseDate, normaliseMonth } from './list-read';
export type { Correction, ParamSpec, ParamValue, Problem } from './list-read';

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

type Options = Omit<ParamSpec, 'kind' | 'default' | '_value' | 'values'>;
// The default's type is read from the options given (a literal counts as present): a default type
// parameter would take the contextual type inside defineListSpec, "maybe a default", and make
// every value look always present.
type DefaultOf<O> = O extends { default: infer D } ? D : undefined;

const param =
  <V>(kind: ParamSpec['kind']) =>
  <const O extends Options & { default?: V }>(options = {} as O): ParamSpec<V, DefaultOf<O>> => ({
    kind,
    ...options,
    default: options.default as DefaultOf<O>,
  });

export const integerParam = param<number>('integer');
export const numberParam = param<number>('number');
export const textParam = param<string>('text');
export const dateParam = param<string>('date') as (
  options?: Options,
) => ParamSpec<string, undefined>;
/** `seller`: a seller's user id or `all`; unset, the person's default (a salesperson's own, else
 * everyone's: the server's). */
export const sellerParam = () => param<number | 'all'>('seller')();

export function enumParam<
  const V extends string,
  const O extends Pick<Options, 'message'> & { default?: NoInfer<V> },
>(values: readonly V[], options = {} as O): ParamSpec<V, DefaultOf<O>> {
  return { kind: 'enum', values, ...options, default: options.default as DefaultOf<O> };
}

export const booleanParam = (
  options: Options & { default: boolean },
): ParamSpec<boolean, boolean> => ({
  kind: 'boolean',
  ...options,
});

/** The paging and sort of the API's paged lists (contracts, invoices): its names and defaults. */
export const apiPagingParams = <const S extends string>(
  sorts: readonly ('id' | S)[],
  maxPerPage: number,
  pageSizes: readonly number[],
) => ({
  page: integerParam({ min: 1, default: LIST_DEFAULTS.page }),
  per_page: integerParam({
    min: 1,
    max: maxPerPage,
    choices: pageSizes,
    default: LIST_DEFAULTS.per_page,
  }),
  sort_by: enumParam(sorts, { default: LIST_DEFAULTS.sort_by }),
  sort_order: enumParam(SORT_ORDERS, { default: LIST_DEFAULTS.sort_order }),
});

export function defineListSpec<P extends Params>(spec: ListSpec<P>): ListSpec<P> {
  return spec;
}

type Loose = Record<string, ParamValue | undefined>;

/** The generic wording: `page=0 is below 1; 1 is used.`, `sort_by=x is not one of …`. */
export function defaultMessage(problem: Problem): string | null {
  const { param, given, times, readable, note, used } = problem;
  const notes = [note, times > 1 ? `is given ${times} times; the first is used` : undefined];
  const said = notes.filter(Boolean).join('; ');
  if (!said) return null;
  const tail = readable
    ? ''
    : used === null
      ? '; it is left out'
      : `; ${used} (the default) is used`;
  return `${param}=${given} ${said}${tail}.`;
}

/** Blank values count as absent, as the API does; text keeps a value of spaces so it can say so. */
function givenValues(param: ParamSpec, all: string[]): string[] {
  return all.filter((v) => (param.kind === 'text' ? v !== '' : v.trim() !== ''));
}

/**
 * Reads a list's parameters from a query string. Unknown parameters are ignored; every other
 * problem is corrected and listed in `corrections`, in the spec's order.
 */
export function parseListParams<P extends Params>(
  spec: ListSpec<P>,
  search: URLSearchParams | string,
): { values: ListValues<P>; corrections: Correction[] } {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: Loose = {};
  const corrections: Correction[] = [];

  for (const [name, param] of Object.entries(spec.params)) {
    const given = givenValues(param, query.getAll(name));
    const fallback = param.default;
    if (given.length === 0) {
      values[name] = fallback;
      continue;
    }
    const raw = given[0]!;
    const result = readParam(param, raw);
    const value = result.value ?? fallback;
    values[name] = value;
    const used = value === undefined ? null : formatParam(value, param);
    if (!result.note && given.length === 1 && used === raw) continue;
    const problem: Problem = {
      param: name,
      given: raw,
      times: given.length,
      readable: result.value !== undefined,
      note: result.note,
      used,
    };
    const message = (param.message ?? defaultMessage)(problem);
    if (message) corrections.push({ param: name, given: raw, used, message });
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
export function listSearch<P extends Params>(
  spec: ListSpec<P>,
  values: Partial<ListValues<P>>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, param] of Object.entries(spec.params)) {
    const value = (values as Loose)[name];
    if (value === undefined || value === param.default) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    search.set(name, formatParam(value, param));
  }
  return search;
}

/**
 * The one rule for changing a list (react-admin's queryReducer): the change is applied, and any
 * change but the page's own sends the page back to its default. A change that names the page
 * itself keeps it.
 */
export function changeList<P extends Params>(
  spec: ListSpec<P>,
  values: ListValues<P>,
  change: Partial<ListValues<P>>,
): ListValues<P> {
  const next = { ...values, ...change };
  const page = spec.page;
  if (page && !(page in change) && Object.keys(change).length > 0) {
    (next as Loose)[page] = spec.params[page]!.default;
  }
  return next;
}

/** The values of the named params that are set (for an API call that takes only those). */
export function pickSet<P extends Params, K extends keyof P & string>(
  values: ListValues<P>,
  names: readonly K[],
): { [N in K]?: Exclude<ListValues<P>[N], undefined> } {
  const picked: Loose = {};
  for (const name of names) {
    const value = (values as Loose)[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked as { [N in K]?: Exclude<ListValues<P>[N], undefined> };
}

/** A positive whole number (an id) as a filter; anything else leaves the filter out with a note. */
export function idFilterParam() {
  return integerParam({
    min: 1,
    outOfRange: 'drop',
    message: (problem) =>
      problem.readable
        ? defaultMessage(problem)
        : `${problem.param}=${problem.given.trim()} is not a number: the filter is left out.`,
  });
}
