// Each record's row names exactly the columns its table declares (a column added to one and not
// the other fails here, not in an upsert), with the values the views read.
import { describe, expect, it } from 'vitest';
import type { Insertion } from '../../src/domain/insertion-types';
import type { Invoice } from '../../src/domain/invoices';
import * as records from './record-rows';
import { specOf, TABLE_OF } from './tables';

const own = { seen: 3, updated_at: 1_000 };
const columnsOf = (table: string) =>
  specOf(table)
    .columns.map((c) => c.name)
    .sort();
const keys = (row: object) => Object.keys(row).sort();

const contract = {
  id: 5,
  advertiserId: 9,
  agencyId: null,
  soldByUserId: 2,
  status: 'Sold',
  isProposal: false,
  dateCreated: '2026-01-02 10:00:00',
  dateSold: null,
  total: 120.5,
  currency: { name: 'USD' },
  insertions: [{ id: 1 }],
  lineItems: [],
} as unknown as records.ContractInput['contract'];

describe('record rows', () => {
  it("a contract's row: the declared columns, its head alone as data, its currency's name", () => {
    const row = records.contractRow({ contract, wire: '{}', fromRecord: true }, own);
    expect(keys(row)).toEqual(columnsOf('contracts'));
    expect(row).toMatchObject({ from_record: 1, is_proposal: 0, currency: 'USD', seen: 3 });
    expect(JSON.parse(row.data as string)).not.toHaveProperty('insertions');
    expect(
      records.contractRow(
        { contract: { ...contract, currency: 'EUR' }, wire: '{}', fromRecord: false },
        own,
      ).currency,
    ).toBe('EUR');
  });

  it("an invoice's row and its line items' rows", () => {
    const invoice = {
      id: 7,
      advertiserId: 9,
      contractId: 5,
      status: 'Paid',
      dateCreated: null,
      dateDue: '2026-02-01',
      total: 10,
      currency: null,
      lineItems: [
        { id: 1, typeId: 2, insertionId: null, amount: 10, total: 10, description: 'ad' },
      ],
    } as unknown as Invoice;
    const { row, children } = records.invoiceRows({ invoice, wire: '{}' }, own);
    expect(keys(row)).toEqual(columnsOf('invoices'));
    expect(row.currency).toBeNull();
    expect(children.map(keys)).toEqual([columnsOf('invoice_line_items')]);
    expect(children[0]).toMatchObject({ invoice_id: 7, type_id: 2 });
  });

  it("an insertion's row spans its schedule, cancelled entries too; its entries' rows", () => {
    const insertion = {
      id: 3,
      contractId: 5,
      productId: 1,
      adSizeId: 1,
      adRateId: 1,
      sectionId: null,
      issueId: null,
      locationId: null,
      quantity: 1,
      discount: 0,
      dateCanceled: null,
      schedule: [
        { id: 1, dateStart: '2026-03-01', dateEnd: '2026-03-07', dateDeleted: null },
        { id: 2, dateStart: '2026-01-10', dateEnd: '2026-01-11', dateDeleted: null },
      ],
    } as unknown as Insertion;
    const { row, children } = records.insertionRows(
      { insertion, wire: '{}', advertiserId: 9 },
      own,
    );
    expect(keys(row)).toEqual(columnsOf('insertions'));
    expect(row).toMatchObject({
      first_day: '2026-01-10',
      last_day: '2026-03-07',
      advertiser_id: 9,
    });
    expect(children.map(keys)).toEqual([
      columnsOf('schedule_entries'),
      columnsOf('schedule_entries'),
    ]);
  });

  it.each(records.REFERENCE_RESOURCES)("a row of %s names its table's columns", (resource) => {
    const item = { id: 1, name: 'n', firstName: ' Ann', lastName: 'Lee ', productId: 2 };
    const row = records.referenceRow(resource, { item, wire: '{}' }, own);
    expect(keys(row)).toEqual(columnsOf(TABLE_OF[resource]));
    if (resource === 'users') expect(row.name).toBe('Ann Lee');
  });
});
