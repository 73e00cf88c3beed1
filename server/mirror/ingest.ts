// Ingestion: an answer the gateway read (for a page view or for the sync) becomes rows of the
// mirror's tables. The app's own schemas (src/api) parse it, so the wire quirks are known in one
// place; a record that fails its schema is left out and counted, the good rows kept. Upserts are
// idempotent and compare with what the row held, so a pass records what changed (changes.ts).
import { StringDecoder } from 'node:string_decoder';
import type { Match } from '../gateway/endpoints';
import { listIn, parseList, type ParseProblem } from '../../src/domain/parse';
import { insertionSchema } from '../../src/domain/insertion-schema';
import type { Insertion } from '../../src/domain/insertion-types';
import { readInsertion } from '../../src/domain/insertion-reader';
import { JsonListReader } from '../../src/domain/insertion-json';
import { invoiceSchema } from '../../src/domain/invoices';
import { contractSchema } from '../../src/domain/contracts';
import { contractRowSchema } from '../../src/domain/contract-list';
import { userSchema } from '../../src/domain/users';
import { productSchema } from '../../src/domain/products';
import { adSizeSchema } from '../../src/domain/ad-sizes';
import { adRateSchema } from '../../src/domain/ad-rates';
import { sectionSchema } from '../../src/domain/sections';
import { invoiceLineItemTypeSchema } from '../../src/domain/invoice-line-item-types';
import type { z } from 'zod/mini';
import type { PerProduct } from './product-reads';
import type { Resource } from './tables';
import type { InsertionRow } from './record-rows';
import type { MirrorWriter } from './writer';

/** What one answer gave the mirror. */
export interface Ingested {
  resource: Resource | null;
  /** Records the answer held (good and bad). */
  read: number;
  /** Records kept. */
  kept: number;
  /** Records left out: which and why. */
  dropped: ParseProblem[];
}

const none = (): Ingested => ({ resource: null, read: 0, kept: 0, dropped: [] });

/** Records per step when a long list is written: the event loop is given back between steps. */
const STEP_ROWS = 100;
/** Bytes of a long answer decoded and scanned at a time. */
const SLICE_BYTES = 256 * 1024;
const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The raw records of a list answer by id, to keep each record's wire text beside its row. */
function wireById(raw: readonly unknown[]): Map<number, string> {
  const byId = new Map<number, string>();
  for (const record of raw) {
    const id = Number((record as { id?: unknown } | null)?.id);
    if (Number.isSafeInteger(id)) byId.set(id, JSON.stringify(record));
  }
  return byId;
}

/** A positive integer id (a number or a numeric string), or null. */
const idOf = (raw: unknown): number | null => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** An insertion's own `advertiser_id`, where the API sends one (the domain type leaves it out). */
const ownAdvertiser = (raw: unknown): number | null =>
  idOf((raw as { advertiser_id?: unknown } | null)?.advertiser_id);

const insertionRowOf = (insertion: Insertion, raw: unknown): InsertionRow => ({
  insertion,
  wire: JSON.stringify(raw),
  advertiserId: ownAdvertiser(raw),
});

/** A list of one table and no children; a product's whole list replaces the product's rows. */
function reference(
  writer: MirrorWriter,
  [resource, schema]: (typeof REFERENCE_LISTS)[keyof typeof REFERENCE_LISTS],
  raw: readonly unknown[],
  endpoint: string,
  productId: number | null,
): Ingested {
  const { items, problems } = parseList(schema as z.core.$ZodType, raw, endpoint);
  const wire = wireById(raw);
  const inputs = (items as { id: number }[]).map((item) => ({
    item,
    wire: wire.get(item.id) ?? '{}',
  }));
  // Only a per-product list is one product's whole list (wholeProduct).
  if (productId !== null) {
    writer.replaceProductList(resource as PerProduct, productId, inputs, [...wire.keys()]);
  } else {
    writer.upsertReference(resource, inputs);
  }
  return { resource, read: raw.length, kept: items.length, dropped: problems };
}

/**
 * The product whose whole list of sizes, rates or sections this answer is, or null (a filtered
 * answer: the live rows only, or sections by date or id, leaves the product's other rows alone).
 */
function wholeProduct(match: Match, params: URLSearchParams): number | null {
  const all = params.get('active') === 'false' || params.get('active') === '0';
  switch (match.endpoint.name) {
    case 'adSizes':
      return all ? idOf(match.path.split('/').filter(Boolean).pop()) : null;
    case 'adRates':
      return all ? idOf(params.get('product_id')) : null;
    case 'sections':
      return idOf(params.get('product_id'));
    case 'secondarySections':
      return params.get('date_created') || params.get('id') ? null : idOf(params.get('product_id'));
    default:
      return null;
  }
}

/**
 * The insertion list, read a step at a time so that 75,000 records never hold the loop: the body
 * decoded a slice at a time, records cut out of it as they come (their text kept as the wire
 * copy), parsed and written STEP_ROWS at a time with the loop given back between steps.
 */
async function insertionList(
  writer: MirrorWriter,
  body: Buffer,
  endpoint: string,
): Promise<Ingested> {
  const reader = new JsonListReader('insertions');
  const decoder = new StringDecoder('utf8');
  const result: Ingested = { resource: 'insertions', read: 0, kept: 0, dropped: [] };
  const write = (texts: readonly string[], records?: readonly unknown[]) => {
    const rows: InsertionRow[] = [];
    for (let i = 0; i < texts.length; i++) {
      const raw = records ? records[i] : (JSON.parse(texts[i]!) as unknown);
      const one = parseList(insertionSchema, [raw], endpoint, readInsertion);
      const insertion = one.items[0];
      if (insertion) {
        rows.push({ insertion, wire: texts[i]!, advertiserId: ownAdvertiser(raw) });
      } else {
        result.dropped.push({ ...one.problems[0]!, index: result.read + i });
      }
    }
    result.read += texts.length;
    result.kept += rows.length;
    writer.upsertInsertions(rows);
  };
  const drain = async (all: boolean) => {
    while (reader.pending >= (all ? 1 : STEP_ROWS)) {
      write(reader.takeTexts(STEP_ROWS));
      await yieldLoop();
    }
  };
  for (let at = 0; at < body.length; at += SLICE_BYTES) {
    reader.push(decoder.write(body.subarray(at, at + SLICE_BYTES)));
    await drain(false);
  }
  reader.push(decoder.end());
  const end = reader.end();
  if (end.streamed) {
    await drain(true);
  } else {
    // Not the usual object (a bare array, null): the same rules as the app's reader.
    const records = listIn(end.data, 'insertions', endpoint);
    for (let at = 0; at < records.length; at += STEP_ROWS) {
      const part = records.slice(at, at + STEP_ROWS);
      write(
        part.map((r) => JSON.stringify(r)),
        part,
      );
      await yieldLoop();
    }
  }
  return result;
}

/**
 * Writes what one good answer of `match` holds into the mirror. Answers the mirror does not keep
 * (contract line items) give `resource: null`. A body that is not JSON or not the list's shape
 * throws (the caller logs it; the tables are unchanged).
 */
export async function ingestAnswer(
  writer: MirrorWriter,
  match: Match,
  body: Buffer,
): Promise<Ingested> {
  const endpoint = `${match.endpoint.root}${match.path}`;
  const params = new URLSearchParams(match.query);
  const name = match.endpoint.name;
  if (name === 'insertions') return insertionList(writer, body, endpoint);
  const text = body.toString('utf8');
  const data: unknown = text.trim() === '' ? null : JSON.parse(text);
  if (name === 'contractLineItems') {
    // Kept as sent, for the same request again; not parsed into rows (no view sums them yet).
    const contractId = idOf(params.get('contract_id'));
    const items = listIn(data, 'contract_line_items', endpoint);
    if (contractId !== null) writer.keepLineItems(contractId, 'list', JSON.stringify(items));
    return none();
  }
  if (name === 'contract') {
    if (data === null) return none();
    const { items, problems } = parseList(contractSchema, [data], endpoint);
    const record = items[0];
    if (record) {
      const raw = data as { insertions?: unknown[]; line_items?: unknown };
      const rawInsertions = Array.isArray(raw.insertions) ? raw.insertions : [];
      const byId = new Map(rawInsertions.map((r) => [Number((r as { id?: unknown })?.id), r]));
      writer.upsertContracts([{ contract: record, wire: JSON.stringify(data), fromRecord: true }]);
      writer.upsertInsertions(
        record.insertions.map((insertion) =>
          insertionRowOf(insertion, byId.get(insertion.id) ?? {}),
        ),
      );
      // The record's line items as sent (an array, or null where it has none recorded).
      if (raw.line_items !== undefined) {
        writer.keepLineItems(record.id, 'record', JSON.stringify(raw.line_items));
      }
    }
    return { resource: 'contracts', read: 1, kept: items.length, dropped: problems };
  }
  if (name === 'contractList' || name === 'invoice' || name === 'invoices') {
    const contracts = name === 'contractList';
    const key = contracts ? 'contracts' : 'invoices';
    const raw = name !== 'invoice' ? listIn(data, key, endpoint) : data === null ? [] : [data];
    const wire = wireById(raw);
    const wireOf = (id: number) => wire.get(id) ?? '{}';
    if (contracts) {
      const { items, problems } = parseList(contractRowSchema, raw, endpoint);
      writer.upsertContracts(
        items.map((c) => ({ contract: c, wire: wireOf(c.id), fromRecord: false })),
      );
      return { resource: 'contracts', read: raw.length, kept: items.length, dropped: problems };
    }
    const { items, problems } = parseList(invoiceSchema, raw, endpoint);
    writer.upsertInvoices(items.map((invoice) => ({ invoice, wire: wireOf(invoice.id) })));
    return { resource: 'invoices', read: raw.length, kept: items.length, dropped: problems };
  }
  if (!Object.hasOwn(REFERENCE_LISTS, name)) return none();
  const list = REFERENCE_LISTS[name as keyof typeof REFERENCE_LISTS];
  const raw = listIn(data, list[2], endpoint, { bare: name === 'products' });
  return reference(writer, list, raw, endpoint, wholeProduct(match, params));
}

/** The lists of one table and no children, by endpoint: their resource, schema and answer's key. */
const REFERENCE_LISTS = {
  users: ['users', userSchema, 'users'],
  // A bare array, as the API sends it.
  products: ['products', productSchema, 'products'],
  invoiceLineItemTypes: ['lineItemTypes', invoiceLineItemTypeSchema, 'invoiceLineItemTypes'],
  adSizes: ['adSizes', adSizeSchema, 'ad_sizes'],
  adRates: ['adRates', adRateSchema, 'ad_rates'],
  sections: ['sections', sectionSchema, 'sections'],
  secondarySections: ['sections', sectionSchema, 'sections'],
} as const;
