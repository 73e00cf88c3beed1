// Parsing at the edge: a bad single record throws a parse ApiError naming record and field; a bad
// record in a list is left out and reported, so one bad row never hides the good ones.
import { z } from 'zod/mini';
import { ApiError } from './api-error';

/** One record of a list that did not match its schema (the shape ProblemsNotice shows). */
export interface ParseProblem {
  endpoint: string;
  /** The record's id as the API sent it, when it has a readable one. */
  recordId: string | null;
  /** Position of the record in the list the API sent. */
  index: number;
  /** e.g. `schedule[0].date_start`; `''` when the record itself is not an object. */
  fieldPath: string;
  message: string;
}

export interface ParsedList<T> {
  items: T[];
  problems: ParseProblem[];
  /** Reference lists: when the server fetched the list from the API (ms since the epoch). */
  storedAt?: number;
}

/** `['schedule', 0, 'date_start']` -> `schedule[0].date_start`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text;
}

/** The id of a raw record, also when drift made it `{"value": id}`. */
export function recordIdOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  let id = (raw as { id?: unknown }).id;
  if (id && typeof id === 'object' && 'value' in id) id = (id as { value: unknown }).value;
  if (typeof id === 'string' && id.trim() !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return null;
}

const MORE_SHOWN = 2;

/** The first issue's field and message; the next few are added to the message. */
function firstIssue(error: z.core.$ZodError): { fieldPath: string; message: string } {
  const [issue, ...rest] = error.issues;
  if (!issue) return { fieldPath: '', message: 'does not match the expected shape' };
  const also = rest
    .slice(0, MORE_SHOWN)
    .map((other) => `${formatPath(other.path) || '(the record)'}: ${other.message}`);
  const more = rest.length - also.length;
  if (more > 0) also.push(`${more} more`);
  const suffix = also.length ? `; also ${also.join('; ')}` : '';
  return { fieldPath: formatPath(issue.path), message: `${issue.message}${suffix}` };
}

/** Parses one record; a mismatch throws ApiError kind 'parse' with recordId and fieldPath. */
export function parseOne<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
  endpoint: string,
): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const { fieldPath, message } = firstIssue(result.error);
  throw new ApiError({
    kind: 'parse',
    endpoint,
    recordId: recordIdOf(data) ?? undefined,
    fieldPath,
    message,
  });
}

// One array schema per record schema, made once.
const arraySchemas = new WeakMap<z.core.$ZodType, z.core.$ZodType>();
function arrayOf(schema: z.core.$ZodType): z.core.$ZodType {
  let array = arraySchemas.get(schema);
  if (!array) {
    array = z.array(schema);
    arraySchemas.set(schema, array);
  }
  return array;
}

/** Reads one raw record without zod: undefined when it is not plainly valid (zod then decides). */
export type FastReader<T> = (raw: unknown) => T | undefined;

/**
 * Parses every record of a list, keeping the good ones and reporting the bad. Without `fast`, the
 * whole array is tried at once and each record alone only when that fails. With `fast` (a reader
 * that must agree with the schema, as its tests check), each record goes through it and only the
 * records it turns down go through zod, which accepts the odd-but-valid and explains the rest.
 */
export function parseList<S extends z.core.$ZodType>(
  schema: S,
  items: readonly unknown[],
  endpoint: string,
  fast?: FastReader<z.output<S>>,
): ParsedList<z.output<S>> {
  if (!fast) {
    const whole = z.safeParse(arrayOf(schema), items);
    if (whole.success) return { items: whole.data as z.output<S>[], problems: [] };
  }
  const parsed: z.output<S>[] = [];
  const problems: ParseProblem[] = [];
  for (let index = 0; index < items.length; index++) {
    const raw = items[index];
    const quick = fast?.(raw);
    if (quick !== undefined) {
      parsed.push(quick);
      continue;
    }
    const result = z.safeParse(schema, raw);
    if (result.success) parsed.push(result.data);
    else problems.push({ endpoint, recordId: recordIdOf(raw), index, ...firstIssue(result.error) });
  }
  return { items: parsed, problems };
}

/**
 * The array of a list answer: `{ "<key>": [...] }`, or a bare array when `bare` allows it (products).
 * No content (204, null) and a null list are an empty list; any other shape is a parse error.
 */
export function listIn(
  data: unknown,
  key: string,
  endpoint: string,
  options: { bare?: boolean } = {},
): readonly unknown[] {
  if (data === null || data === undefined) return [];
  if (Array.isArray(data)) {
    if (options.bare) return data;
  } else if (typeof data === 'object' && key in data) {
    const list = (data as Record<string, unknown>)[key];
    if (Array.isArray(list)) return list;
    if (list === null) return [];
    throw parseError(endpoint, key, `expected an array, got ${typeof list}`);
  }
  const expected = options.bare ? `an array or an object with "${key}"` : `an object with "${key}"`;
  throw parseError(
    endpoint,
    '',
    `expected ${expected}, got ${Array.isArray(data) ? 'an array' : typeof data}`,
  );
}

export function parseError(endpoint: string, fieldPath: string, message: string): ApiError {
  return new ApiError({ kind: 'parse', endpoint, fieldPath, message });
}
