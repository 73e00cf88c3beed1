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
import { invoiceSchema, type Invoice } from '../../src/domain/invoices';
import { contractSchema } from '../../src/domain/contracts';
import { contractRowSchema } from '../../src/domain/contract-list';
import { userSchema } from '../../src/domain/users';
import { productSchema } from '../../src/domain/products';
import { adSizeSchema } from '../../src/domain/ad-sizes';
import { adRateSchema } from '../../src/domain/ad-rates';
import { sectionSchema } from '../../src/domain/sections';
import { invoiceLineItemTypeSchema } from '../../src/domain/invoice-line-item-types';
import type { z } from 'zod/mini';
import { PER_PRODUCT, type PerProduct } from './product-reads';
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
  /** Whether the answer was the whole list of its resource (then a full read may drop others). */
  whole: boolean;
}

const none = (): Ingested => ({ resource: null, read: 0, kept: 0, dropped: [], whole: false });

/** Records per step when a long list is written: the event loop is given back between steps. */
export const STEP_ROWS = 100;
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

function parsed<S extends z.core.$ZodType>(
  schema: S,
  raw: readonly unknown[],
  endpoint: string,
): { items: z.output<S>[]; dropped: ParseProblem[] } {
  const { items, problems } = parseList(schema, raw, endpoint);
  return { items, dropped: problems };
}

/** A reference list with one table and no children. */
function reference<S extends z.core.$ZodType>(
  writer: MirrorWriter,
  resource: Resource,
  schema: S,
  raw: readonly unknown[],
  endpoint: string,
  whole: boolean,
  /** The answer is this product's whole list (deleted rows too): it replaces the product's rows. */
  productId: number | null = null,
): Ingested {
  const { items, dropped } = parsed(schema, raw, endpoint);
  const wire = wireById(raw);
  const inputs = items.map((item) => ({
    item: item as { id: number },
    wire: wire.get((item as { id: number }).id) ?? '{}',
  }));
  if (productId !== null && isPerProduct(resource)) {
    writer.replaceProductList(resource, productId, inputs, [...wire.keys()]);
  } else {
    writer.upsertReference(resource, inputs);
  }
  return { resource, read: raw.length, kept: items.length, dropped, whole };
}

const isPerProduct = (resource: Resource): resource is PerProduct =>
  (PER_PRODUCT as readonly string[]).includes(resource);

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
  whole: boolean,
): Promise<Ingested> {
  const reader = new JsonListReader('insertions');
  const decoder = new StringDecoder('utf8');
  const result: Ingested = { resource: 'insertions', read: 0, kept: 0, dropped: [], whole };
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
  if (name === 'insertions') {
    return insertionList(writer, body, endpoint, [...params.keys()].length === 0);
  }
  const text = body.toString('utf8');
  const data: unknown = text.trim() === '' ? null : JSON.parse(text);
  if (name === 'contractLineItems') {
    // Kept as sent, for the same request again; not parsed into rows (no view sums them yet).
    const contractId = idOf(params.get('contract_id'));
    const items = listIn(data, 'contract_line_items', endpoint);
    if (contractId !== null) {
      writer.keepLineItems(contractId, 'list', JSON.stringify(items));
    }
    return none();
  }
  switch (name) {
    case 'contract': {
      if (data === null) return none();
      const contract = parsed(contractSchema, [data], endpoint);
      const record = contract.items[0];
      if (record) {
        const raw = data as { insertions?: unknown[] };
        const rawInsertions = Array.isArray(raw.insertions) ? raw.insertions : [];
        const byId = new Map(rawInsertions.map((r) => [Number((r as { id?: unknown })?.id), r]));
        writer.upsertContracts([
          { contract: record, wire: JSON.stringify(data), fromRecord: true },
        ]);
        writer.upsertInsertions(
          record.insertions.map((insertion) =>
            insertionRowOf(insertion, byId.get(insertion.id) ?? {}),
          ),
        );
        // The record's line items as sent (an array, or null where it has none recorded).
        const lineItems = (data as { line_items?: unknown }).line_items;
        if (lineItems !== undefined) {
          writer.keepLineItems(record.id, 'record', JSON.stringify(lineItems));
        }
      }
      return {
        resource: 'contracts',
        read: 1,
        kept: contract.items.length,
        dropped: contract.dropped,
        whole: false,
      };
    }
    case 'contractList': {
      const raw = listIn(data, 'contracts', endpoint);
      const { items, dropped } = parsed(contractRowSchema, raw, endpoint);
      const wire = wireById(raw);
      writer.upsertContracts(
        items.map((contract) => ({
          contract,
          wire: wire.get(contract.id) ?? '{}',
          fromRecord: false,
        })),
      );
      return { resource: 'contracts', read: raw.length, kept: items.length, dropped, whole: false };
    }
    case 'invoice':
    case 'invoices': {
      const raw =
        name === 'invoice' ? (data === null ? [] : [data]) : listIn(data, 'invoices', endpoint);
      const { items, dropped } = parsed(invoiceSchema, raw, endpoint);
      const wire = wireById(raw);
      writer.upsertInvoices(
        items.map((invoice: Invoice) => ({ invoice, wire: wire.get(invoice.id) ?? '{}' })),
      );
      return { resource: 'invoices', read: raw.length, kept: items.length, dropped, whole: false };
    }
    case 'users':
      return reference(
        writer,
        'users',
        userSchema,
        listIn(data, 'users', endpoint),
        endpoint,
        !params.has('email') && !params.has('first_name'),
      );
    case 'products': {
      const raw = listIn(data, 'products', endpoint, { bare: true });
      return reference(writer, 'products', productSchema, raw, endpoint, true);
    }
    case 'invoiceLineItemTypes': {
      const raw = listIn(data, 'invoiceLineItemTypes', endpoint);
      return reference(writer, 'lineItemTypes', invoiceLineItemTypeSchema, raw, endpoint, true);
    }
  }
  const perProduct = Object.hasOwn(PER_PRODUCT_LISTS, name)
    ? PER_PRODUCT_LISTS[name as keyof typeof PER_PRODUCT_LISTS]
    : null;
  if (!perProduct) return none();
  const [resource, schema, key] = perProduct;
  const raw = listIn(data, key, endpoint);
  return reference(writer, resource, schema, raw, endpoint, false, wholeProduct(match, params));
}

/** The per-product lists by endpoint: their resource, schema and key in the answer. */
const PER_PRODUCT_LISTS = {
  adSizes: ['adSizes', adSizeSchema, 'ad_sizes'],
  adRates: ['adRates', adRateSchema, 'ad_rates'],
  sections: ['sections', sectionSchema, 'sections'],
  secondarySections: ['sections', sectionSchema, 'sections'],
} as const;
