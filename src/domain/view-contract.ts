// A server view's contract, imported by both halves (zod only: no React, no Query, no server code):
// its path under /api/views, its parameters as one strict zod schema built from the kinds below
// (date, id, whole number, bounded text, one of, sort), and the type of its answer. The server's
// registry (server/mirror/views/registry.ts) parses a request with it (400 naming the parameter);
// the app's query factory (view-query.ts) writes a request from it and reads the answer as typed.
import { z } from 'zod/mini';

/** What every view of the insertions answers beside its rows (server/mirror/views/state.ts). */
export interface ViewMeta {
  /** When the server last read the account's insertions (ISO), or null when never. */
  asOf: string | null;
  /** False while the server is still reading the account for the first time: a partial view. */
  complete: boolean;
  /** Insertions the server holds so far (how far it has read, while incomplete). */
  held: number;
  /**
   * The contracts it holds, which name the insertions' advertisers (without the account's
   * contract list, only those it has read one by one).
   */
  contracts: { held: number; complete: boolean };
}

/** What a view's figures over contracts rest on: the contracts held, and whether that is all. */
export interface Coverage {
  /** Contracts the mirror holds (any status). */
  contracts: number;
  /** The contract list was read whole (false: only the contracts read one by one so far). */
  complete: boolean;
  /** When the contracts were last read (ISO time), null when never. */
  asOf: string | null;
}

/** What is wrong with a request, and what the parameter allows (the 400's JSON body). */
export interface ParamProblem {
  param: string;
  error: string;
  allowed: string;
}

/** A parameter: the query string's text (absent or '' is undefined) to a typed value. */
export type ParamKind<T = unknown> = z.ZodMiniType<T, string | undefined>;
type Options<T> = { default?: T; required?: true };
type Out<T, O> = O extends { default: T } | { required: true } ? T : T | undefined;

/** A parameter from what it allows (said in every 400) and its reader (undefined: not allowed). */
function kind<T, const O extends Options<T>>(
  allowed: string,
  read: (raw: string) => T | undefined,
  options?: O,
): ParamKind<Out<T, O>> {
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, ctx) => {
      const refuse = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: raw, params: { allowed } });
        return z.NEVER;
      };
      if (raw === undefined || raw === '') {
        if (options?.default !== undefined) return options.default as Out<T, O>;
        return options?.required ? refuse(`is required (${allowed})`) : (undefined as Out<T, O>);
      }
      const value = raw.length > 1000 ? undefined : read(raw);
      return value === undefined
        ? refuse(`must be ${allowed}, not ${JSON.stringify(raw.slice(0, 100))}`)
        : (value as Out<T, O>);
    }),
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === text;
}

/** A calendar day, YYYY-MM-DD. */
export const date = <const O extends Options<string>>(options?: O) =>
  kind(
    'a date written YYYY-MM-DD (a real day)',
    (raw) => (isCalendarDate(raw) ? raw : undefined),
    options,
  );

const INSTANT_ALLOWED = 'an ISO date or time (e.g. 2026-11-25T09:00:00Z)';
const readInstant = (raw: string) => {
  const iso = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw);
  const day = isCalendarDate(raw.slice(0, 10));
  return iso && day && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
};

/** A time or date as ISO writes it (2026-11-25T09:00:00Z); Date.parse reads it. */
export const instant = <const O extends Options<string>>(options?: O) =>
  kind(INSTANT_ALLOWED, readInstant, options);

/** An instant, or one of `words`: a date shortcut the view resolves from the account's today. */
export const instantOr = (words: readonly string[]) =>
  kind(`${INSTANT_ALLOWED}, or one of ${words.join(', ')}`, (raw) =>
    words.includes(raw) ? raw : readInstant(raw),
  );

const MAX_INT = 999_999_999_999_999;

/** A whole number from `min` to `max`. */
export const int = <const O extends Options<number>>(min: number, max = MAX_INT, options?: O) =>
  kind(
    `a whole number from ${min}${max < MAX_INT ? ` to ${max}` : ''}`,
    (raw) => {
      const n = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
      return n >= min && n <= max ? n : undefined;
    },
    options,
  );

/** What a list of aging bounds may be (a 400's and RECEIVABLES_BUCKETS's wording). */
export const DAY_BOUNDS_ALLOWED =
  'from 1 to 8 whole numbers of days from 1 to 3650, ascending, separated by commas (e.g. 30,60,90)';

/** "30,60,90" to [30, 60, 90]; undefined unless DAY_BOUNDS_ALLOWED holds. */
export function readDayBounds(raw: string): number[] | undefined {
  if (!/^\d{1,4}(,\d{1,4}){0,7}$/.test(raw)) return undefined;
  const bounds = raw.split(',').map(Number);
  const ascending = bounds.every((n, i) => n >= 1 && n <= 3650 && n > (bounds[i - 1] ?? 0));
  return ascending ? bounds : undefined;
}

/** Aging bounds in days: "30,60,90" (the buckets 1–30, 31–60, 61–90 and over 90). */
export const dayBounds = () => kind(DAY_BOUNDS_ALLOWED, readDayBounds);

/** A record's number (1 and up). */
export const id = <const O extends Options<number>>(options?: O) => int(1, MAX_INT, options);

/** Whose records a per-seller view holds: a seller's user number, or `all` (everyone's). */
export const seller = () =>
  kind<number | 'all', object>("a seller's user number, or all for everyone's", (raw) =>
    raw === 'all' ? 'all' : /^\d{1,15}$/.test(raw) ? Number(raw) : undefined,
  );

/**
 * What a per-seller view (one with a `seller` parameter) answers beside its figures, for the
 * page's "Mine" and "Everyone's" (server/mirror/views/whose.ts).
 */
export interface Whose {
  /** The signed-in person as a seller (the user of their e-mail); null: none, so no "Mine". */
  me: { id: number; name: string } | null;
  /** Whose records the answer holds: a seller's user id, or null for everyone's. */
  seller: number | null;
  /** Whether the person may read everyone's (false: their own records only). */
  everyone: boolean;
}

/** A per-seller view's answer: its figures and whose they are. */
export type PerSeller<A> = A & { whose: Whose };

/** An amount of money, at most two decimals (12.50). */
export const money = () =>
  kind('an amount (12.50)', (raw) =>
    /^\d{1,13}(\.\d{1,2})?$/.test(raw) ? Number(raw) : undefined,
  );

/** One of `values`, exactly. */
export const oneOf = <const V extends string, const O extends Options<V>>(
  values: readonly V[],
  options?: O,
) =>
  kind<V, O>(
    `one of ${values.join(', ')}`,
    (raw) => (values.includes(raw as V) ? (raw as V) : undefined),
    options,
  );

/** Free text: at most `length` characters and `terms` words (a search's SQL grows with each). */
export const text = (length = 200, terms = 20) =>
  kind(`text of at most ${length} characters and ${terms} words`, (raw) =>
    raw.length <= length && raw.split(/\s+/).filter(Boolean).length <= terms ? raw : undefined,
  );

/** A column of `columns`, a leading '-' for descending (the list's own, never a prototype's). */
export const sort = <const C extends string>(columns: readonly C[]) =>
  kind<C | `-${C}`, object>(`one of ${columns.join(', ')}, a leading '-' for descending`, (raw) =>
    columns.includes((raw.startsWith('-') ? raw.slice(1) : raw) as C)
      ? (raw as C | `-${C}`)
      : undefined,
  );

/** A window of days: `from` and `to`, both required (with windowCheck). */
export const windowParams = () => ({
  from: date({ required: true }),
  to: date({ required: true }),
});

/** A check across parameters (from before to): a problem, or null. */
export type CrossCheck<P> = (params: P) => ParamProblem | null;

/** A window of days `from`..`to`, at most `maxDays` long when given. */
export const windowCheck =
  (maxDays = Infinity): CrossCheck<{ from: string; to: string }> =>
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    const most = maxDays < Infinity ? `, at most ${maxDays} days apart` : '';
    const allowed = `from on or before to${most}`;
    if (days < 0) return { param: 'from', error: `from (${from}) is after to (${to})`, allowed };
    if (days > maxDays)
      return { param: 'to', error: `from to to is at most ${maxDays} days`, allowed };
    return null;
  };

export type Shape = Record<string, ParamKind>;
/** What a request holds (the schema's output): each parameter typed. */
export type ParamsOf<S extends Shape> = { [K in keyof S]: z.output<S[K]> };
/** What the app passes: the same, the optional ones left out at will. */
export type RequestOf<S extends Shape> = {
  [K in keyof S as undefined extends z.output<S[K]> ? K : never]?: z.output<S[K]>;
} & { [K in keyof S as undefined extends z.output<S[K]> ? never : K]: z.output<S[K]> };

/** `A`: the answer the server sends; `R`: what the app reads of it (A unless `parse` says). */
export interface ViewContract<S extends Shape = Shape, A = unknown, R = A> {
  /** Under /api/views, e.g. '/run-sheet'. */
  path: string;
  params: S;
  schema: z.ZodMiniType<ParamsOf<S>, Record<string, string>>;
  check?(params: ParamsOf<S>): ParamProblem | null;
  /** How long the app holds an answer before asking again (default a minute). */
  staleMs?: number;
  /** Keys every answer has: the app refuses a body without them (not this view). */
  answerKeys: readonly string[];
  /** The app's reading of the answer, when it is more than JSON (a list page with its problems). */
  parse?(body: A, request: RequestOf<S>): R;
  /** The answer's type, for the compiler only. */
  answer?: A;
}

/**
 * Declares a view: `defineView<Answer>()({ path, params: { from: date({ required: true }) } })`.
 * The parameters' order is the URL's and the query key's.
 */
export const defineView =
  <A, R = A>() =>
  <const S extends Shape>(view: {
    path: string;
    params: S;
    check?: CrossCheck<ParamsOf<S>>;
    staleMs?: number;
    answerKeys?: readonly (keyof A & string)[];
    parse?: (body: A, request: RequestOf<S>) => R;
  }): ViewContract<S, A, R> => {
    let schema: ViewContract<S, A>['schema'] | undefined;
    return {
      ...view,
      answerKeys: view.answerKeys ?? [],
      // Built on the first request it reads (the app's pages never need it).
      get schema() {
        return (schema ??= z.strictObject(view.params) as unknown as ViewContract<S, A>['schema']);
      },
    };
  };

/** The longest query string a view reads: anything longer is no request of the app's. */
export const MAX_QUERY_LENGTH = 4096;

/** A request's query string to the view's parameters, or the problem the 400 names. */
export function parseViewParams<S extends Shape, A>(
  view: ViewContract<S, A>,
  search: URLSearchParams,
): { params: ParamsOf<S> } | { problem: ParamProblem } {
  if (search.toString().length > MAX_QUERY_LENGTH) {
    const allowed = `a query string of at most ${MAX_QUERY_LENGTH} characters`;
    return { problem: { param: '(query)', error: `The query is too long: ${allowed}`, allowed } };
  }
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of search) {
    if (Object.hasOwn(raw, name)) {
      return { problem: { param: name, error: `${name} is given twice`, allowed: 'once' } };
    }
    raw[name] = value;
  }
  const parsed = view.schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const names = Object.keys(view.params);
    if (issue.code === 'unrecognized_keys') {
      const param = issue.keys.join(', ');
      const allowed = names.length ? `only ${names.join(', ')}` : 'no parameter';
      return {
        problem: {
          param,
          error: `Unknown parameter ${param}: this view takes ${allowed}`,
          allowed,
        },
      };
    }
    const param = String(issue.path[0] ?? '');
    const allowed = String((issue as { params?: { allowed?: string } }).params?.allowed ?? '');
    return { problem: { param, error: `${param} ${issue.message}`, allowed } };
  }
  const problem = view.check?.(parsed.data) ?? null;
  return problem ? { problem } : { params: parsed.data };
}

/** The query string the app sends: the set parameters, in the contract's order. */
export function viewSearch<S extends Shape>(view: ViewContract<S>, request: object): string {
  const out = new URLSearchParams();
  const given = request as Record<string, unknown>;
  for (const name of Object.keys(view.params)) {
    const value = given[name];
    if (value !== undefined && value !== null && value !== '') out.set(name, String(value));
  }
  const search = out.toString();
  return search ? `?${search}` : '';
}
