// An insertion as the mirror keeps it: the domain record, the wire record as sent and the
// advertiser the API named on it. Its own module, so that ingest.ts (which makes rows) and
// writer.ts (which writes them, and which ingest.ts is handed) do not import each other.
import type { Insertion } from '../../src/api/insertions';
import { scheduleSpan } from '../../src/lib/insertion-schedule';

/** An insertion's own `advertiser_id`, where the API sends one (the domain type leaves it out). */
export function ownAdvertiser(raw: unknown): number | null {
  const value = Number((raw as { advertiser_id?: unknown } | null)?.advertiser_id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export interface InsertionRow {
  insertion: Insertion;
  wire: string;
  advertiserId: number | null;
}

export const insertionRowOf = (insertion: Insertion, raw: unknown): InsertionRow => ({
  insertion,
  wire: JSON.stringify(raw),
  advertiserId: ownAdvertiser(raw),
});

/** The first and last day an insertion is scheduled, cancelled or not (views decide). */
export const spanOf = (insertion: Insertion) => scheduleSpan(insertion.schedule);
