// The fast path of insertionSchema for long lists (75,000 rows): the same readers as the schema,
// without zod's per-field machinery. It returns undefined for anything it does not plainly accept,
// and parseList then asks the schema, which stays the authority; the tests check that both agree.
import type { Insertion, ScheduleEntry } from './insertion-types';
import {
  readBool,
  readDate,
  readInt,
  readIntOrNull,
  readNumber,
  readNumberOrNull,
  readTextOrNull,
  readTimestamp,
} from './wire';

type Wire = Record<string, unknown>;
const isObject = (value: unknown): value is Wire =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readEntry(e: Wire): ScheduleEntry | null | undefined {
  const id = readIntOrNull(e.id);
  const insertionId = readIntOrNull(e.insertion_id);
  const dateStart = readDate(e.date_start);
  const dateEnd = readDate(e.date_end);
  const dateCreated = readTimestamp(e.date_created);
  const dateDeleted = readTimestamp(e.date_deleted);
  const order = readIntOrNull(e.order);
  const duration = readNumberOrNull(e.duration);
  if (
    id === undefined ||
    insertionId === undefined ||
    dateStart === undefined ||
    dateEnd === undefined ||
    dateCreated === undefined ||
    dateDeleted === undefined ||
    order === undefined ||
    duration === undefined
  ) {
    return undefined;
  }
  if (id === null) {
    const empty =
      insertionId === null &&
      dateStart === null &&
      dateEnd === null &&
      dateCreated === null &&
      dateDeleted === null &&
      order === null &&
      duration === null;
    // The all-null entry means "nothing scheduled"; a partly filled one without an id is for zod.
    return empty ? null : undefined;
  }
  return { id, insertionId, dateStart, dateEnd, dateCreated, dateDeleted, order, duration };
}

/** An insertion when the raw record is plainly valid, else undefined (zod then decides). */
export function readInsertion(raw: unknown): Insertion | undefined {
  if (!isObject(raw)) return undefined;
  const wireSchedule = raw.schedule;
  const schedule: ScheduleEntry[] = [];
  if (Array.isArray(wireSchedule)) {
    for (const e of wireSchedule) {
      if (!isObject(e)) return undefined;
      const entry = readEntry(e);
      if (entry === undefined) return undefined;
      if (entry !== null) schedule.push(entry);
    }
  } else if (wireSchedule !== null && wireSchedule !== undefined) {
    return undefined;
  }
  const id = readInt(raw.id);
  const adId = readIntOrNull(raw.ad_id);
  const adRateId = readInt(raw.ad_rate_id);
  const adSizeId = readInt(raw.ad_size_id);
  const contractId = readInt(raw.contract_id);
  const dateCanceled = readDate(raw.date_canceled);
  const dateDelivery = readDate(raw.date_delivery);
  const description = readTextOrNull(raw.description);
  const discount = readNumber(raw.discount);
  const issueId = readIntOrNull(raw.issue_id);
  const locationId = readIntOrNull(raw.location_id);
  const placement = readTextOrNull(raw.placement);
  const productId = readInt(raw.product_id);
  const quantity = readNumber(raw.quantity);
  const sectionId = readIntOrNull(raw.section_id);
  const taxable = readBool(raw.taxable);
  if (
    id === undefined ||
    adId === undefined ||
    adRateId === undefined ||
    adSizeId === undefined ||
    contractId === undefined ||
    dateCanceled === undefined ||
    dateDelivery === undefined ||
    description === undefined ||
    discount === undefined ||
    issueId === undefined ||
    locationId === undefined ||
    placement === undefined ||
    productId === undefined ||
    quantity === undefined ||
    sectionId === undefined ||
    taxable === undefined
  ) {
    return undefined;
  }
  return {
    id,
    adId,
    adRateId,
    adSizeId,
    contractId,
    dateCanceled,
    dateDelivery,
    description,
    discount,
    issueId,
    locationId,
    placement,
    productId,
    quantity,
    sectionId,
    taxable,
    schedule,
  };
}
