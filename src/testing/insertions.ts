// Shared factories for the unit tests that read insertions (inventory, run sheet, renewals, found
// contracts, schedules): one place that knows every field of the wire record, so a test names only
// the fields it is about.
import type { Insertion, ScheduleEntry } from '../domain/insertion-types';

/** A schedule entry from `dateStart` to `dateEnd`, live unless `over` says otherwise. */
export const scheduleEntry = (over: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  id: 1,
  insertionId: 1,
  dateStart: null,
  dateEnd: null,
  dateCreated: null,
  dateDeleted: null,
  order: 1,
  duration: null,
  ...over,
});

/** The `dateDeleted` of an entry that was removed. */
export const DELETED_ON = '2026-01-01 00:00:00';

/** An insertion that is not cancelled and has nothing scheduled unless `over` says so. */
export const buildInsertion = (over: Partial<Insertion> = {}): Insertion => ({
  id: 1,
  adId: null,
  adRateId: 1,
  adSizeId: 1,
  contractId: 1,
  dateCanceled: null,
  dateDelivery: null,
  description: null,
  discount: 0,
  issueId: null,
  locationId: null,
  placement: null,
  productId: 1,
  quantity: 1,
  sectionId: null,
  taxable: true,
  schedule: [],
  ...over,
});
