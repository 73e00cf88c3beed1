import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { cachedContractRow, contractListQuery, fetchContractList } from './contract-list';
import { fetchContract } from './contracts';
import { withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

describe('the contract list from the demo', () => {
  it('reads rows as the contract page reads the contract, placeholder dates as null', async () => {
    const page = await fetchContractList({ advertiser_id: 1, sort_order: 'asc' });
    expect(page.problems).toEqual([]);
    expect(page.items.map((c) => c.id)).toEqual(KNOWN.contracts.advertiserContractIds);
    expect(page.total).toBe(KNOWN.contracts.advertiserContractIds.length);
    expect(page.hasNextPage).toBe(false);
    const row = page.items[0]!;
    const {
      insertions,
      insertionProblems,
      lineItems,
      lineItemsRecorded,
      lineItemProblems,
      lineItemsRead,
      ...head
    } = await fetchContract(row.id);
    expect(insertions.length).toBeGreaterThan(0);
    // The detail the list's row does not carry, read cleanly.
    expect({ insertionProblems, lineItemsRecorded, lineItemProblems, lineItemsRead }).toEqual({
      insertionProblems: [],
      lineItemsRecorded: true,
      lineItemProblems: [],
      lineItemsRead: true,
    });
    expect(Array.isArray(lineItems)).toBe(true);
    expect(row).toEqual({ ...head, currency: null });
    // The vendor's example row: created 0000-00-00, sold 1969-12-31: both "no date".
    const odd = await fetchContractList({ date_sold_before: '1970-01-01', status: 'Won' });
    expect(odd.items.length).toBeGreaterThan(0);
    expect(odd.items.every((c) => c.dateSold === null && c.dateCreated === null)).toBe(true);
  });

  it('keeps the good rows of a drifted page and names the bad one', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const page = await fetchContractList({});
    expect(page.items).toHaveLength(24);
    expect(page.problems).toHaveLength(1);
  });

  it('reads a currency when the account sends one', async () => {
    const { contractRowSchema } = await import('../domain/contract-list');
    const wire = (await (await fetch('/api/base/contracts/1003')).json()) as Record<
      string,
      unknown
    >;
    delete wire.insertions;
    delete wire.line_items;
    const euro = contractRowSchema.parse({ ...wire, currency: { id: '2', name: 'EUR' } });
    expect(euro.currency).toBe('EUR');
    expect(contractRowSchema.parse({ ...wire, currency: 'GBP' }).currency).toBe('GBP');
  });

  it('finds a row in any cached page (the contract page draws its header from it)', async () => {
    const client = new QueryClient();
    await client.fetchQuery(contractListQuery({ status: 'Open' }));
    const open = client.getQueryData(contractListQuery({ status: 'Open' }).queryKey)!;
    const first = open.items[0]!;
    expect(cachedContractRow(client, first.id)).toBe(first);
    expect(cachedContractRow(client, KNOWN.unknownId)).toBeUndefined();
  });
});
