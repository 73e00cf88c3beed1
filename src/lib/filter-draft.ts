// What a filter form holds while it is being edited: its fields as text, and the dates it cannot
// use (a date the browser cannot read, or one the list's parse would drop), said at the field.
import { formatParam } from './list-read';
import type { ParamValue } from './list-params';

export const UNREADABLE_DATE =
  'This date cannot be read (a year of four digits, e.g. 2026-03-31): correct or clear it.';

/** The fields' text from the list's values (blank for unset). */
export function draftOf<N extends string>(
  names: readonly N[],
  values: Partial<Record<N, ParamValue | undefined>>,
): Record<N, string> {
  const draft = {} as Record<N, string>;
  for (const name of names) {
    const value = values[name];
    draft[name] = value === undefined ? '' : formatParam(value);
  }
  return draft;
}

/**
 * The date fields that cannot be used, with the note for each: the input reports bad input (its
 * value is then ''), or text was typed that the parse left out (a five-digit year).
 */
export function unreadableDates(
  names: readonly string[],
  draft: Readonly<Record<string, string>>,
  parsed: Readonly<Record<string, unknown>>,
  inputs: ReadonlyMap<string, HTMLInputElement>,
): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const name of names) {
    const unreadable = inputs.get(name)?.validity.badInput === true;
    const dropped = (draft[name] ?? '') !== '' && parsed[name] === undefined;
    if (unreadable || dropped) notes[name] = UNREADABLE_DATE;
  }
  return notes;
}
