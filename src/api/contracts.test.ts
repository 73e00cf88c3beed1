import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { ApiError, resetConfig } from './client';
import {
  contractKeys,
  contractQuery,
  contractRecordQuery,
  fetchContract,
  withLineItemsOf,
} from './contracts';
import { contractSchema } from '../domain/contracts';
import { LIST_STALE_MS } from './query-client';
import { demoApi, omit, stubDemoFetch, withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

const C = KNOWN.contracts;

async function wireContract(id: number): Promise<Record<string, unknown>> {
  return (await (await demoApi().request(`/base/contracts/${id}`)).json()) as Record<
    string,
    unknown
  >;
}

describe('contracts from the demo', () => {
  it('contract 1003: header values', async () => {
    const contract = await fetchContract(C.richContractId);
    expect(net.urls).toEqual(['/api/base/contracts/1003']);
    expect(contract).toMatchObject({
      id: 1003,
      advertiserId: C.rich.advertiserId,
      agencyId: null,
      status: C.rich.status,
      soldByUserId: C.rich.soldByUserId,
      total: Number(C.rich.total),
      isProposal: false,
      percentDiscount: 0,
      currencyExchange: null,
      downPayment: null,
      insertionOrderNumber: 'IO-2024-0865',
      notes: null,
      dateCreated: '2024-10-14 11:16:11',
      dateSold: '2024-10-17 17:49:20',
      taxRate: { id: 1, name: 'Harbor County sales tax', rate: Number(C.rich.taxRate) },
      terms: {
        id: 1,
        name: 'Net 30',
        active: true,
        dateCreated: '2019-03-04 09:00:00',
        dateDeleted: null,
      },
      lineItemsRecorded: true,
      insertionProblems: [],
      lineItemProblems: [],
    });
    expect(contract.billingEmail?.email).toBe('accounts@cafe-manana.example');
    expect(contract.productionEmail?.email).toBe('ads@cafe-manana.example');
    expect(contract.soldToEmail?.email).toBe('owner@cafe-manana.example');
    expect(contract.billingAddress).toMatchObject({
      kind: 'object',
      address: { id: 302, line1: '227 Wharf Road', city: 'Portsmouth', postalCode: '03801' },
    });
    expect(contract.soldToAddress).toMatchObject({
      kind: 'object',
      address: { line2: 'Attn: Marketing', country: { abbreviation: 'US' } },
    });
  });

  it('contract 1003: insertions (the unscheduled one empty) and line items', async () => {
    const contract = await fetchContract(C.richContractId);
    expect(contract.insertions).toHaveLength(C.rich.insertionCount);
    const unscheduled = contract.insertions.find((i) => i.id === C.rich.unscheduledInsertionId);
    expect(unscheduled?.schedule).toEqual([]);
    expect(contract.lineItems.map((l) => String(l.id))).toEqual([...C.rich.lineItemIds]);
    const onInsertion = contract.lineItems.find((l) => String(l.id) === C.rich.insertionLineItemId);
    expect(onInsertion?.applyToInsertionId).toBe(Number(C.rich.insertionLineItemInsertionId));
    const wide = contract.lineItems.filter((l) => l.applyToInsertionId === null);
    expect(wide.map((l) => String(l.id))).toEqual([...C.rich.contractWideLineItemIds]);
    expect(contract.lineItems.map((l) => l.amount)).toEqual([75, 250, -35]);
  });

  it('contract 1013: billing address as a bare id; null billing e-mail', async () => {
    const contract = await fetchContract(C.billingAddressIdContractId);
    expect(contract.billingAddress).toEqual({ kind: 'id', id: 338 });
    expect(contract.billingEmail).toBeNull();
    expect(contract.currencyExchange).toBe(1);
  });

  it('contract 1007: line_items null -> empty and not recorded', async () => {
    const contract = await fetchContract(C.nullLineItemsContractId);
    expect(contract.lineItems).toEqual([]);
    expect(contract.lineItemsRecorded).toBe(false);
    expect(contract.agencyId).toBe(5);
    expect(contract.currencyExchange).toBe(0.785);
  });

  it('proposal, lost and long-note contracts', async () => {
    expect((await fetchContract(C.proposalContractId)).isProposal).toBe(true);
    expect((await fetchContract(C.lostContractId)).status).toBe('Lost');
    expect((await fetchContract(C.longNoteContractId)).notes).toHaveLength(C.longNoteLength);
  });

  it('an unknown contract is an http 404 ApiError with the API message', async () => {
    const error = await fetchContract(KNOWN.unknownId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Contract 999999 not found',
    });
  });

  it('drift: a parse ApiError naming the contract and the field', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const error = (await fetchContract(C.richContractId).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('parse');
    expect(error.endpoint).toBe('base /contracts/1003');
    expect(error.recordId).toBe('1003');
    expect(error.fieldPath).toBe('id');
    expect(error.message).toMatch(/status: expected one of Won, Lost, Open, got 42/);
  });
});

describe('contract quirks', () => {
  it('empty status, user object, bare numeric address, missing line_items', async () => {
    const wire = omit(await wireContract(C.richContractId), 'line_items');
    const contract = contractSchema.parse({
      ...wire,
      status: '',
      sold_by_user: { id: '9', first_name: 'Jamal' },
      billing_address: 338,
      sold_to_address: null,
      is_proposal: true,
      tax_rate: null,
      down_payment: '500.00',
    });
    expect(contract).toMatchObject({
      status: null,
      soldByUserId: 9,
      billingAddress: { kind: 'id', id: 338 },
      soldToAddress: null,
      isProposal: true,
      taxRate: null,
      downPayment: 500,
      lineItems: [],
      lineItemsRecorded: false,
    });
  });

  it('a bad embedded insertion is left out and reported; the contract still reads', async () => {
    const wire = await wireContract(C.richContractId);
    const insertions = (wire.insertions as Record<string, unknown>[]).map((i) =>
      i.id === '100015' ? { ...i, quantity: 'lots' } : i,
    );
    const contract = contractSchema.parse({ ...wire, insertions });
    expect(contract.insertions).toHaveLength(C.rich.insertionCount - 1);
    expect(contract.insertionProblems).toEqual([
      {
        endpoint: 'base /contracts/1003',
        recordId: '100015',
        index: 2,
        fieldPath: 'quantity',
        message: 'expected a number, got "lots"',
      },
    ]);
  });

  it('a bad header field throws with the record id and field path', async () => {
    const wire = await wireContract(C.richContractId);
    vi.stubGlobal('fetch', async () =>
      Response.json({ ...wire, terms: { ...(wire.terms as object), active: 'perhaps' } }),
    );
    const error = (await fetchContract(1003).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'parse', recordId: '1003', fieldPath: 'terms.active' });
  });
});

describe('contractQuery', () => {
  it('key and stale time', () => {
    expect(contractQuery(1003).queryKey).toEqual(['contracts', 'detail', 1003]);
    expect(contractKeys.all).toEqual(['contracts']);
    expect(contractQuery(1003).staleTime).toBe(LIST_STALE_MS);
  });
});

describe("a contract from the server's copy of the account, its line items left out", () => {
  // The gateway with its mirror filled by a first pass (the demo as its API): it holds every
  // contract's head and insertions, and no line items (those come only with a record read).
  async function gatewayFetch(without: readonly string[] | undefined) {
    const { filledMirror } = await import('../../server/testing/mirror');
    const { appUpstream } = await import('../../server/gateway/upstream');
    const harness = await filledMirror({ upstream: appUpstream(demoApi() as never) });
    const asked: Headers[] = [];
    stubDemoFetch({
      request: (url, init) => {
        asked.push(new Headers(init?.headers));
        return harness.gateway.routes.request(url, init);
      },
    });
    resetConfig({ baseUrl: '/api/base', secondaryBaseUrl: '/api/secondary', without });
    return { asked, close: () => harness.gateway.close() };
  }

  it('the page asks without them, and says they are not read rather than none', async () => {
    const g = await gatewayFetch(['line_items']);
    try {
      const client = new QueryClient();
      const first = await client.fetchQuery(contractQuery(C.richContractId));
      expect(g.asked[0]!.get('x-gateway-without')).toBe('line_items');
      expect(first.lineItemsRead).toBe(false);
      expect(first.lineItemsRecorded).toBe(false);
      expect(first.lineItems).toEqual([]);
      expect(first.insertions).toHaveLength(C.rich.insertionCount);
      // The whole record (asked when they are shown) brings them, and the page shows it.
      const record = await client.fetchQuery(contractRecordQuery(C.richContractId));
      expect(g.asked[1]!.get('x-gateway-without')).toBeNull();
      expect(record.lineItemsRead).toBe(true);
      expect(record.lineItems.length).toBeGreaterThan(0);
      expect(withLineItemsOf(first, record)).toBe(record);
      expect(withLineItemsOf(first, undefined)).toBe(first);
      expect(withLineItemsOf(record, first)).toBe(record);
    } finally {
      g.close();
    }
  });

  it('never asks a server that has not said it can leave them out (static hosting)', async () => {
    const g = await gatewayFetch(undefined);
    try {
      const contract = await fetchContract(C.richContractId, undefined, { withoutLineItems: true });
      expect(g.asked[0]!.get('x-gateway-without')).toBeNull();
      expect(contract.lineItemsRead).toBe(true);
      expect(contract.lineItems.length).toBeGreaterThan(0);
    } finally {
      g.close();
    }
  });
});
