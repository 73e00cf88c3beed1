// The insertion record's zod schema (endpoint 2): the authority on what a record may look like.
// Long lists read most records with the fast reader (insertion-reader.ts) and ask this schema only
// about the ones it turns down. Kept apart from the API module (src/api/insertions.ts) so the
// server's ingestion does not bundle TanStack Query.
import { z } from 'zod/mini';
import type { Insertion, ScheduleEntry } from './insertion-types';
import {
  renamer,
  wireBool,
  wireDate,
  wireId,
  wireIdOrNull,
  wireIntOrNull,
  wireNumber,
  wireNumberOrNull,
  wireRecord,
  wireTextOrNull,
  wireTimestamp,
  type WireShape,
} from './wire';

// Not a WireShape<ScheduleEntry>: an entry's id may be null on the wire (the empty entry).
export const ENTRY_SHAPE = {
  id: wireIdOrNull,
  insertion_id: wireIdOrNull,
  date_start: wireDate,
  date_end: wireDate,
  date_created: wireTimestamp,
  date_deleted: wireTimestamp,
  order: wireIntOrNull,
  duration: wireNumberOrNull,
};
const entryWire = z.lazy(() => z.object(ENTRY_SHAPE));

type EntryWire = z.output<typeof entryWire>;
const entryOf = renamer<ScheduleEntry>(ENTRY_SHAPE);
const isEmptyEntry = (e: EntryWire) => Object.values(e).every((v) => v === null);

export const scheduleSchema = z.lazy(() =>
  z.pipe(
    z.nullish(z.array(entryWire)),
    z.transform((entries, ctx): ScheduleEntry[] => {
      const schedule: ScheduleEntry[] = [];
      (entries ?? []).forEach((e, index) => {
        // "Nothing scheduled" is sent as one entry whose members are all null.
        if (isEmptyEntry(e)) return;
        if (e.id === null) {
          ctx.issues.push({
            code: 'custom',
            message: 'a schedule entry without an id',
            input: e,
            path: [index, 'id'],
          });
          return;
        }
        schedule.push(entryOf(e));
      });
      return schedule;
    }),
  ),
);

/** The wire fields of an insertion (insertion-reader.ts reads them too). */
export const INSERTION_SHAPE = {
  id: wireId,
  ad_id: wireIdOrNull,
  ad_rate_id: wireId,
  ad_size_id: wireId,
  contract_id: wireId,
  date_canceled: wireDate,
  date_delivery: wireDate,
  description: wireTextOrNull,
  discount: wireNumber,
  issue_id: wireIdOrNull,
  location_id: wireIdOrNull,
  placement: wireTextOrNull,
  product_id: wireId,
  quantity: wireNumber,
  section_id: wireIdOrNull,
  taxable: wireBool,
  schedule: scheduleSchema,
} satisfies WireShape<Insertion>;

export const insertionSchema = wireRecord<Insertion>()(() => INSERTION_SHAPE);
