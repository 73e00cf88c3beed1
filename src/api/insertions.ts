// Insertions with their schedules (endpoint 2: base /insertions/, `{insertions: [...], count: "N"}`).
// Not paged: the list can hold 75,000 rows, so records go through the fast reader
// (insertion-reader.ts) first and through zod only when it turns them down.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, endpointLabel } from './client';
import { listIn, parseList, type ParsedList } from './parse';
import { LIST_STALE_MS } from './query-client';
import { readInsertion } from './insertion-reader';
import type { Insertion, ScheduleEntry } from './insertion-types';
import {
  readNumber,
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

export type { Insertion, ScheduleEntry } from './insertion-types';

const entryWire = z.object({
  id: wireIdOrNull,
  insertion_id: wireIdOrNull,
  date_start: wireDate,
  date_end: wireDate,
  date_created: wireTimestamp,
  date_deleted: wireTimestamp,
  order: wireIntOrNull,
  duration: wireNumberOrNull,
});

type EntryWire = z.output<typeof entryWire>;
const isEmptyEntry = (e: EntryWire) => Object.values(e).every((v) => v === null);

export const scheduleSchema = z.pipe(
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
);

export const insertionSchema = z.pipe(
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
);

/** The seven filters of the endpoint, all optional integers. */
export interface InsertionListParams {
  advertiser_id?: number;
  contract_id?: number;
  id?: number;
  issue_id?: number;
  location_id?: number;
  product_id?: number;
  section_id?: number;
}

export const INSERTION_FILTERS = [
  'advertiser_id',
  'contract_id',
  'id',
  'issue_id',
  'location_id',
  'product_id',
  'section_id',
] as const satisfies readonly (keyof InsertionListParams)[];

export interface InsertionList extends ParsedList<Insertion> {
  /** The API's `count` (records sent), or the length of the list when it has none. */
  count: number;
}

/** Only the filters that are set, in a fixed order: equal filters make equal keys. */
function normalise(params: InsertionListParams): InsertionListParams {
  const clean: InsertionListParams = {};
  for (const name of INSERTION_FILTERS) {
    const value = params[name];
    if (value !== undefined && value !== null) clean[name] = value;
  }
  return clean;
}

const PATH = '/insertions/';

/** Parses an insertion list answer (exported for tests and measurements). */
export function parseInsertionList(data: unknown, endpoint: string): InsertionList {
  const raw = listIn(data, 'insertions', endpoint);
  const parsed = parseList(insertionSchema, raw, endpoint, readInsertion);
  const wireCount =
    data && typeof data === 'object' ? readNumber((data as { count?: unknown }).count) : undefined;
  return { ...parsed, count: wireCount ?? raw.length };
}

export async function fetchInsertions(
  params: InsertionListParams = {},
  signal?: AbortSignal,
): Promise<InsertionList> {
  const endpoint = endpointLabel('base', PATH);
  const data = await apiGet('base', PATH, { ...normalise(params) }, signal);
  return parseInsertionList(data, endpoint);
}

export const insertionKeys = {
  all: ['insertions'] as const,
  list: (params: InsertionListParams = {}) =>
    [...insertionKeys.all, 'list', normalise(params)] as const,
};

export function insertionListQuery(params: InsertionListParams = {}) {
  return queryOptions({
    queryKey: insertionKeys.list(params),
    queryFn: ({ signal }) => fetchInsertions(params, signal),
    staleTime: LIST_STALE_MS,
    // Up to 75,000 records: a refetch replaces the list instead of deep-comparing every record.
    structuralSharing: false,
  });
}
