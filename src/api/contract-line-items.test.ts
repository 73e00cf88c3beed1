import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import {
  contractLineItemKeys,
  contractLineItemListQuery,
  fetchContractLineItems,
} from './contract-line-items';
import { contractLineItemSchema } from '../domain/contract-line-items';
import { fetchContract } from './contracts';
import { LIST_STALE_MS } from './query-client';
import { queryOf, withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

const C = KNOWN.contracts;

describe('contract line items from the demo (secondary)', () => {
  it('contract 1003: exact records', async () => {
    const { items, problems } = await fetchContractLineItems(C.richContractId);
    expect(problems).toEqual([]);
    expect(net.urls[0]).toMatch(/^\/api\/secondary\/contractLineItems\//);
    expect(queryOf(net.urls[0])).toEqual({ contract_id: '1003' });
    expect(items).toEqual([
      {
        id: 3,
        contractId: 1003,
        typeId: 3,
        applyToInsertionId: 100013,
        amount: 75,
        notes: 'Artwork arrived after deadline',
      },
      {
        id: 4,
        contractId: 1003,
        typeId: 2,
        applyToInsertionId: null,
        amount: 250,
        notes: 'Two design revisions included',
      },
      {
        id: 5,
        contractId: 1003,
        typeId: 8,
        applyToInsertionId: null,
        amount: -35,
        notes: 'Prepaid by check',
      },
    ]);
  });

  it('contract 1007 has none embedded but the secondary list has them', async () => {
    const { items } = await fetchContractLineItems(C.nullLineItemsContractId);
    expect(items).toHaveLength(C.nullLineItemsSecondaryCount);
  });

  it('contract 1010: the secondary list disagrees with the embedded one by 25.00', async () => {
    const secondary = await fetchContractLineItems(C.disagreeingLineItemsContractId);
    const embedded = await fetchContract(C.disagreeingLineItemsContractId);
    const first = secondary.items[0];
    const same = embedded.lineItems.find((l) => l.id === first?.id);
    expect((first?.amount ?? 0) - (same?.amount ?? 0)).toBeCloseTo(
      Number(C.disagreeingLineItemsDifference),
      2,
    );
  });

  it('drift: the record without an amount is reported', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { items, problems } = await fetchContractLineItems(C.richContractId);
    expect(items).toHaveLength(2);
    expect(problems[0]).toMatchObject({
      endpoint: 'secondary /contractLineItems/',
      recordId: '3',
      fieldPath: 'id',
    });
    expect(problems[0]?.message).toMatch(/amount: expected a number, got nothing/);
  });
});

describe('contract line item quirks and keys', () => {
  it('JSON numbers, blank notes, "" insertion id', () => {
    expect(
      contractLineItemSchema.parse({
        id: 1,
        contract_id: 1001,
        contract_line_item_type_id: '2',
        apply_to_insertion_id: '',
        amount: -10,
        notes: '',
      }),
    ).toEqual({
      id: 1,
      contractId: 1001,
      typeId: 2,
      applyToInsertionId: null,
      amount: -10,
      notes: null,
    });
  });

  it('keys', () => {
    expect(contractLineItemListQuery(1003).queryKey).toEqual(['contractLineItems', 'list', 1003]);
    expect(contractLineItemKeys.all).toEqual(['contractLineItems']);
    // Records, not reference data: fresh for a minute and not kept across reloads.
    expect(contractLineItemListQuery(1003)).toMatchObject({ staleTime: LIST_STALE_MS });
    expect(contractLineItemListQuery(1003).meta).toBeUndefined();
  });
});
