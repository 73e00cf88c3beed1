import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { readInsertion } from '../domain/insertion-reader';
import { fetchInsertions, insertionKeys, insertionListQuery } from './insertions';
import { insertionSchema } from '../domain/insertion-schema';
import { LIST_STALE_MS } from './query-client';
import { demoApi, omit, queryOf, withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

const rich = KNOWN.contracts.rich;

/** The list read from an answer with this body. */
function answered(body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body));
  return fetchInsertions();
}

describe('insertions from the demo', () => {
  it('the whole list: every record read, count a number', async () => {
    const all = await fetchInsertions();
    expect(all.problems).toEqual([]);
    expect(all.count).toBe(all.items.length);
    expect(all.items.length).toBeGreaterThan(1000);
    expect(net.urls).toEqual(['/api/base/insertions/']);
  });

  it("contract 1003's insertions: the unscheduled one has an empty schedule", async () => {
    const { items, count } = await fetchInsertions({ contract_id: KNOWN.contracts.richContractId });
    expect(queryOf(net.urls[0])).toEqual({ contract_id: '1003' });
    expect(count).toBe(rich.insertionCount);
    const unscheduled = items.find((i) => i.id === rich.unscheduledInsertionId);
    expect(unscheduled?.schedule).toEqual([]);
    const canceled = items.find((i) => i.id === rich.canceledInsertionId);
    expect(canceled?.dateCanceled).toBe(rich.canceledDate);
    const html = items.find((i) => i.id === rich.htmlDescriptionInsertionId);
    expect(html?.description).toBe(
      '<b>Grand opening</b> <script>alert("x")</script> & <i>more</i>',
    );
  });

  it('insertion 100013 exactly', async () => {
    const { items } = await fetchInsertions({ id: 100013 });
    expect(items).toEqual([
      {
        id: 100013,
        adId: 800013,
        adRateId: 33,
        adSizeId: 16,
        contractId: 1003,
        dateCanceled: null,
        dateDelivery: null,
        description: 'Café Mañana – Weekend special',
        discount: 0,
        issueId: null,
        locationId: null,
        placement: null,
        productId: 4,
        quantity: 50000,
        sectionId: null,
        taxable: false,
        schedule: [
          {
            id: 21,
            insertionId: 100013,
            dateStart: '2024-12-05',
            dateEnd: '2024-12-18',
            dateCreated: '2024-10-14 17:58:55',
            dateDeleted: null,
            order: 1,
            duration: 14,
          },
        ],
      },
    ]);
  });

  it('sends only the filters that are set, and equal filters share a key', async () => {
    await fetchInsertions({ product_id: 4, section_id: undefined, advertiser_id: 1 });
    expect(queryOf(net.urls[0])).toEqual({ product_id: '4', advertiser_id: '1' });
    expect(insertionKeys.list({ product_id: 4, advertiser_id: 1 })).toEqual(
      insertionKeys.list({ advertiser_id: 1, section_id: undefined, product_id: 4 }),
    );
  });

  it('drift: the first insertion is reported by id and field, the rest kept', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { items, problems } = await fetchInsertions({ contract_id: 1003 });
    expect(items).toHaveLength(rich.insertionCount - 1);
    expect(problems).toEqual([
      expect.objectContaining({ endpoint: 'base /insertions/', recordId: '100013', index: 0 }),
    ]);
    expect(problems[0]?.message).toMatch(/contract_id: expected an integer id, got nothing/);
  });

  it('the fast reader and the schema agree on every demo insertion', async () => {
    const body = (await (await demoApi().request('/base/insertions/')).json()) as {
      insertions: unknown[];
    };
    for (const raw of body.insertions) {
      const fast = readInsertion(raw);
      expect(fast).toBeDefined();
      expect(fast).toEqual(insertionSchema.parse(raw));
    }
  });
});

const ENTRY_FIELDS = [
  'id',
  'insertion_id',
  'date_start',
  'date_end',
  'date_created',
  'date_deleted',
  'order',
  'duration',
];

describe('insertion quirks', () => {
  const base = {
    id: '5',
    ad_id: null,
    ad_rate_id: '1',
    ad_size_id: 2,
    contract_id: '1001',
    date_canceled: '0000-00-00',
    date_delivery: '',
    description: '',
    discount: '13.50',
    issue_id: '',
    location_id: null,
    placement: 'Right-hand page',
    product_id: '1',
    quantity: 4,
    section_id: '3',
    taxable: true,
    // "Nothing scheduled": one entry whose members are all null.
    schedule: [Object.fromEntries(ENTRY_FIELDS.map((name) => [name, null]))],
  };

  it('placeholders, blanks, JSON numbers and the all-null schedule entry', () => {
    const insertion = insertionSchema.parse(base);
    expect(insertion).toMatchObject({
      id: 5,
      adSizeId: 2,
      dateCanceled: null,
      dateDelivery: null,
      description: null,
      discount: 13.5,
      issueId: null,
      quantity: 4,
      sectionId: 3,
      taxable: true,
      schedule: [],
    });
    expect(readInsertion(base)).toEqual(insertion);
  });

  it('a null or missing schedule is empty; a partly empty entry without an id is an error', () => {
    expect(insertionSchema.parse({ ...base, schedule: null }).schedule).toEqual([]);
    const noSchedule = omit(base, 'schedule');
    expect(insertionSchema.parse(noSchedule).schedule).toEqual([]);
    const partial = { ...base.schedule[0], date_start: '2025-01-01' };
    const result = insertionSchema.safeParse({ ...base, schedule: [partial] });
    expect(result.error?.issues[0]?.path).toEqual(['schedule', 0, 'id']);
    expect(readInsertion({ ...base, schedule: [partial] })).toBeUndefined();
  });

  it('a list with one bad record keeps the others and names the field path', async () => {
    const bad = {
      ...base,
      id: '6',
      schedule: [{ ...base.schedule[0], id: '9', date_end: '2025-02-30' }],
    };
    const list = await answered({ insertions: [base, bad, { ...base, id: '7' }], count: '3' });
    expect(list.items.map((i) => i.id)).toEqual([5, 7]);
    expect(list.count).toBe(3);
    expect(list.problems).toEqual([
      {
        endpoint: 'base /insertions/',
        recordId: '6',
        index: 1,
        fieldPath: 'schedule[0].date_end',
        message: 'expected a date (YYYY-MM-DD) or null, got "2025-02-30"',
      },
    ]);
  });

  it('count falls back to the length; a missing list is a parse error', async () => {
    expect((await answered({ insertions: [base] })).count).toBe(1);
    await expect(answered({ count: '0' })).rejects.toThrow(/insertions/);
  });

  it('property: the fast reader never accepts what the schema rejects, and agrees otherwise', () => {
    const pick = <T>(...values: T[]) => fc.constantFrom(...values);
    const id = pick<unknown>('1', 5, ' 7 ', '', null, undefined, 'x', '1.5', { value: '1' }, true);
    const num = pick<unknown>('12.50', 3, '-35', '', null, undefined, 'n/a', '1e2', false);
    const bool = pick<unknown>('0', '1', '127', true, false, 0, 2, 'true', 'yes', null, '');
    const date = pick<unknown>(
      '2024-12-05',
      '0000-00-00',
      '1969-12-31 00:00:00',
      '2024-12-05 10:00:00',
      '2024-12-05T10:00',
      '',
      null,
      undefined,
      '2024-13-01',
      7,
    );
    const text = pick<unknown>('abc', '', '  ', null, undefined, 5, '<b>x</b>');
    const entry = fc.oneof(
      fc.constant(base.schedule[0]),
      fc.record({
        id,
        insertion_id: id,
        date_start: date,
        date_end: date,
        date_created: date,
        date_deleted: date,
        order: id,
        duration: num,
      }),
      pick<unknown>('x', null, []),
    );
    const schedule = fc.oneof(
      fc.array(entry, { maxLength: 3 }),
      pick<unknown>(null, undefined, 'x', {}),
    );
    const record = fc.record({
      id,
      ad_id: id,
      ad_rate_id: id,
      ad_size_id: id,
      contract_id: id,
      date_canceled: date,
      date_delivery: date,
      description: text,
      discount: num,
      issue_id: id,
      location_id: id,
      placement: text,
      product_id: id,
      quantity: num,
      section_id: id,
      taxable: bool,
      schedule,
    });
    fc.assert(
      fc.property(fc.oneof(record, pick<unknown>(null, 'x', [], 3)), (raw) => {
        const fast = readInsertion(raw);
        const zod = insertionSchema.safeParse(raw);
        if (!zod.success) expect(fast).toBeUndefined();
        if (fast !== undefined) expect(fast).toEqual(zod.data);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('insertionListQuery', () => {
  it('key and stale time', () => {
    const options = insertionListQuery({ contract_id: 1003 });
    expect(options.queryKey).toEqual(['insertions', 'list', { contract_id: 1003 }]);
    expect(insertionListQuery().queryKey).toEqual(['insertions', 'list', {}]);
    expect(options.staleTime).toBe(LIST_STALE_MS);
  });
});
