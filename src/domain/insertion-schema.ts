// The insertion record's zod schema (endpoint 2): the authority on what a record may look like.
// Long lists read most records with the fast reader (insertion-reader.ts) and ask this schema only
// about the ones it turns down. Kept apart from insertions.ts so the reading worker does not bundle
// TanStack Query.
import { z } from 'zod/mini';
import type { Insertion, ScheduleEntry } from './insertion-types';
import {
  wireBool,
  wireDate,
  wireId,
  wireIdOrNull,
  wireIntOrNull,
  wireNumber,
  wireNumberOrNull,
  wireTextOrNull,
  wireTimestamp,
} from './wire';

const entryWire = z.lazy(() =>
  z.object({
    id: wireIdOrNull,
    insertion_id: wireIdOrNull,
    date_start: wireDate,
    date_end: wireDate,
    date_created: wireTimestamp,
    date_deleted: wireTimestamp,
    order: wireIntOrNull,
    duration: wireNumberOrNull,
  }),
);

type EntryWire = z.output<typeof entryWire>;
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
        schedule.push({
          id: e.id,
          insertionId: e.insertion_id,
          dateStart: e.date_start,
          dateEnd: e.date_end,
          dateCreated: e.date_created,
          dateDeleted: e.date_deleted,
          order: e.order,
          duration: e.duration,
        });
      });
      return schedule;
    }),
  ),
);

export const insertionSchema = z.lazy(() =>
  z.pipe(
    z.object({
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
    }),
    z.transform((w): Insertion => ({
      id: w.id,
      adId: w.ad_id,
      adRateId: w.ad_rate_id,
      adSizeId: w.ad_size_id,
      contractId: w.contract_id,
      dateCanceled: w.date_canceled,
      dateDelivery: w.date_delivery,
      description: w.description,
      discount: w.discount,
      issueId: w.issue_id,
      locationId: w.location_id,
      placement: w.placement,
      productId: w.product_id,
      quantity: w.quantity,
      sectionId: w.section_id,
      taxable: w.taxable,
      schedule: w.schedule,
    })),
  ),
);
