// The fast path of insertionSchema for long lists (75,000 rows): the readers behind the schema's
// fields, without zod's per-field machinery. It returns undefined for anything it does not plainly
// accept, and parseList then asks the schema, which stays the authority; the tests check that both
// agree.
import { ENTRY_SHAPE, INSERTION_SHAPE } from './insertion-schema';
import type { Insertion, ScheduleEntry } from './insertion-types';
import { plainReader } from './wire';

const readEntry = plainReader<Record<keyof ScheduleEntry, unknown>>(ENTRY_SHAPE);

function readSchedule(value: unknown): ScheduleEntry[] | undefined {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const schedule: ScheduleEntry[] = [];
  for (const raw of value) {
    const entry = readEntry(raw);
    if (entry === undefined) return undefined;
    if (entry.id !== null) schedule.push(entry as ScheduleEntry);
    // The all-null entry means "nothing scheduled"; a partly filled one without an id is for zod.
    else if (!Object.values(entry).every((v) => v === null)) return undefined;
  }
  return schedule;
}

/** An insertion when the raw record is plainly valid, else undefined (zod then decides). */
export const readInsertion = plainReader<Insertion>(INSERTION_SHAPE, { schedule: readSchedule });
