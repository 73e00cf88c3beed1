// Contract tests, part 2: the exact wire format of contracts, line items, invoices, types and users.
import { describe, expect, it } from 'vitest';
import { KNOWN } from './known';
import { BOOL01, DATE, getJson, ID, MONEY, TIMESTAMP, type Json, type Rec } from '../testing/demo';

describe('GET /base/contracts/:id', () => {
  it('sends the rich contract with its header, insertions and line items', async () => {
    const c = await getJson<Rec>(`/base/contracts/${KNOWN.contracts.richContractId}`);
    const rich = KNOWN.contracts.rich;
    expect(c).toMatchObject({
      id: String(KNOWN.contracts.richContractId),
      status: rich.status,
      advertiser_id: String(rich.advertiserId),
      sold_by_user: String(rich.soldByUserId),
      total: rich.total,
      is_proposal: '0',
      tax_rate: { id: '1', name: 'Harbor County sales tax', rate: rich.taxRate },
    });
    expect(Object.keys(c)).toEqual([
      'id',
      'advertiser_id',
      'agency_id',
      'billing_address',
      'billing_email',
      'production_email',
      'sold_to_email',
      'sold_to_address',
      'sold_by_user',
      'currency_exchange',
      'date_created',
      'date_sold',
      'down_payment',
      'insertion_order_number',
      'is_proposal',
      'notes',
      'percent_discount',
      'status',
      'tax_rate',
      'total',
      'terms',
      'insertions',
      'line_items',
    ]);
    const insertions = c.insertions as Rec[];
    expect(insertions).toHaveLength(rich.insertionCount);
    const canceled = insertions.find((i) => i.id === String(rich.canceledInsertionId));
    expect(canceled?.date_canceled).toBe(rich.canceledDate);
    const html = insertions.find((i) => i.id === String(rich.htmlDescriptionInsertionId));
    expect(html?.description).toContain('<script>');
    const items = c.line_items as Rec[];
    expect(items.map((i) => i.id)).toEqual(rich.lineItemIds);
    expect(items.find((i) => i.id === rich.insertionLineItemId)?.apply_to_insertion_id).toBe(
      rich.insertionLineItemInsertionId,
    );
    for (const id of rich.contractWideLineItemIds) {
      expect(items.find((i) => i.id === id)?.apply_to_insertion_id).toBeNull();
    }
    expect(items.some((i) => String(i.amount).startsWith('-'))).toBe(true);
    const terms = c.terms as Json;
    expect(Object.keys(terms)).toEqual(['id', 'name', 'active', 'date_created', 'date_deleted']);
  });

  it('sends contact and address objects in the upstream shape', async () => {
    const c = await getJson<Rec>(
      `/base/contracts/${KNOWN.contracts.billingAddressObjectContractId}`,
    );
    const address = c.billing_address as Json;
    expect(Object.keys(address)).toEqual([
      'id',
      'contact_id',
      'agency_id',
      'advertiser_id',
      'line1',
      'line2',
      'line3',
      'line4',
      'city',
      'state',
      'postal_code',
      'country',
      'date_created',
      'created_by_user_id',
    ]);
    expect(address.country).toEqual({ name: 'United States', abbreviation: 'US' });
    expect(Object.keys(c.sold_to_address as Json)).toEqual(Object.keys(address));
    expect(c.billing_email).toMatchObject({ type: 'Email', type_name: 'Work', advertiser_id: '1' });
    expect(Object.keys(c.billing_email as Json)).toEqual([
      'id',
      'contact_id',
      'advertiser_id',
      'agency_id',
      'value',
      'type',
      'type_name',
    ]);
  });

  it('sends billing_address as a bare id string on some contracts', async () => {
    const c = await getJson<Rec>(`/base/contracts/${KNOWN.contracts.billingAddressIdContractId}`);
    expect(typeof c.billing_address).toBe('string');
    expect(c.billing_address).toMatch(ID);
  });

  it('sends a 2,000-character note and line_items null where KNOWN says', async () => {
    const long = await getJson<Rec>(`/base/contracts/${KNOWN.contracts.longNoteContractId}`);
    expect(long.notes).toHaveLength(KNOWN.contracts.longNoteLength);
    expect([...String(long.notes)]).toHaveLength(2000);
    expect(long.notes).toContain('<script>');
    const nul = await getJson<Rec>(`/base/contracts/${KNOWN.contracts.nullLineItemsContractId}`);
    expect(nul.line_items).toBeNull();
    const secondary = await getJson<{ contract_line_items: Rec[] }>(
      `/secondary/contractLineItems/?contract_id=${KNOWN.contracts.nullLineItemsContractId}`,
    );
    expect(secondary.contract_line_items).toHaveLength(KNOWN.contracts.nullLineItemsSecondaryCount);
  });

  it('has proposals, lost contracts and placeholder or null date_sold', async () => {
    const open = await getJson<Rec>(`/base/contracts/${KNOWN.contracts.proposalContractId}`);
    expect(open).toMatchObject({ status: 'Open', is_proposal: '1' });
    const lost = await getJson<Rec>(`/base/contracts/${KNOWN.contracts.lostContractId}`);
    expect(lost.status).toBe('Lost');
    for (const c of [open, lost]) expect([null, '0000-00-00 00:00:00']).toContain(c.date_sold);
  });
});

describe('secondary contract line items', () => {
  it('equals the embedded line items except on the disagreeing contract', async () => {
    let disagreements = 0;
    for (let id = 1001; id <= 1100; id++) {
      const c = await getJson<Rec>(`/base/contracts/${id}`);
      const { contract_line_items: items } = await getJson<{ contract_line_items: Rec[] }>(
        `/secondary/contractLineItems?contract_id=${id}`,
      );
      if (c.line_items === null) continue;
      if (JSON.stringify(c.line_items) !== JSON.stringify(items)) {
        disagreements += 1;
        expect(id).toBe(KNOWN.contracts.disagreeingLineItemsContractId);
        const embedded = (c.line_items as Rec[])[0];
        const diff = Number(items[0]?.amount) - Number(embedded?.amount);
        expect(diff.toFixed(2)).toBe(KNOWN.contracts.disagreeingLineItemsDifference);
      }
    }
    expect(disagreements).toBe(1);
  });
});

describe('invoices and reference lists', () => {
  it('types every invoice and contract header field as upstream does', async () => {
    const { invoices } = await getJson<{ invoices: Rec[] }>('/base/invoices?per_page=100');
    expect(invoices).toHaveLength(100);
    for (const inv of invoices) {
      for (const f of ['sub_total', 'discount_amount', 'discount_total', 'tax_total', 'total']) {
        expect(inv[f], f).toMatch(MONEY);
      }
      expect(inv.date_created).toMatch(TIMESTAMP);
      expect(inv.date_modified).toMatch(TIMESTAMP);
      expect(inv.date_due).toMatch(DATE);
      expect(inv.contract_id).toMatch(ID);
      expect(['Paid', 'Unpaid']).toContain(inv.status);
      expect(inv.tax_after_discount).toMatch(BOOL01);
      expect(inv.tax_percent_based).toMatch(BOOL01);
    }
    const c = await getJson<Rec>('/base/contracts/1150');
    expect(c.total).toMatch(MONEY);
    expect(c.date_created).toMatch(TIMESTAMP);
    expect(c.sold_by_user).toMatch(ID);
    expect(c.is_proposal).toMatch(BOOL01);
  });

  it('single invoice: amounts as strings, currency object, date-only due date', async () => {
    const inv = await getJson<Rec>(`/base/invoices/${KNOWN.invoices.normalInvoiceId}`);
    const n = KNOWN.invoices.normal;
    expect(inv).toMatchObject({
      contract_id: n.contractId,
      status: n.status,
      sub_total: n.subTotal,
      discount_total: n.discountTotal,
      discount_amount: n.discountTotal,
      tax_rate: n.taxRate,
      tax_total: n.taxTotal,
      total: n.total,
      date_created: n.dateCreated,
      date_due: n.dateDue,
      date_deleted: null,
      currency: { id: '1', name: 'USD' },
      tax_percent_based: '1',
    });
    const lines = inv.line_items as Rec[];
    expect(lines).toHaveLength(n.lineItemCount);
    expect(lines.map((l) => l.amount)).toEqual(n.lineItemAmounts);
    for (const l of lines) {
      expect(typeof l.amount).toBe('string');
      expect(l.total).toBe(l.amount);
      expect(l.taxable).toMatch(BOOL01);
      expect(l.delivery_log_id).toBeNull();
    }
  });

  it('list invoice: line item amount is a JSON number, the rest unchanged', async () => {
    const { invoices } = await getJson<{ invoices: Rec[] }>(
      `/base/invoices/?contract_id=${KNOWN.contracts.richContractId}&sort_order=asc`,
    );
    const listed = invoices.find((i) => i.id === String(KNOWN.invoices.normalInvoiceId));
    const single = await getJson<Rec>(`/base/invoices/${KNOWN.invoices.normalInvoiceId}`);
    const lines = (listed?.line_items ?? []) as Rec[];
    expect(lines.map((l) => l.amount)).toEqual(KNOWN.invoices.normal.lineItemAmounts.map(Number));
    expect(listed?.total).toBe(single.total);
    expect(listed?.sub_total).toBe(single.sub_total);
    expect({ ...listed, line_items: null }).toEqual({ ...single, line_items: null });
  });

  it('EUR, GBP and placeholder dates appear where KNOWN says', async () => {
    const eur = await getJson<Rec>(`/base/invoices/${KNOWN.invoices.eurInvoiceId}`);
    expect(eur).toMatchObject({
      currency: { id: '2', name: 'EUR' },
      exchange_rate: KNOWN.invoices.eur.exchangeRate,
      total: KNOWN.invoices.eur.total,
    });
    const gbp = await getJson<Rec>(`/base/invoices/${KNOWN.invoices.gbpInvoiceId}`);
    expect(gbp).toMatchObject({
      currency: { id: '3', name: 'GBP' },
      exchange_rate: KNOWN.invoices.gbp.exchangeRate,
      total: KNOWN.invoices.gbp.total,
    });
    expect([eur.contract_id, gbp.contract_id]).toEqual([
      KNOWN.invoices.eur.contractId,
      KNOWN.invoices.gbp.contractId,
    ]);
    const mismatched = await getJson<Rec>(`/base/invoices/${KNOWN.invoices.mismatchedInvoiceId}`);
    const m = KNOWN.invoices.mismatched;
    expect([mismatched.sub_total, mismatched.total]).toEqual([m.subTotal, m.total]);
    const sum = (mismatched.line_items as Rec[]).reduce(
      (s, l) => s + Math.round(Number(l.total) * 100),
      0,
    );
    expect((sum / 100).toFixed(2)).toBe(m.linesSum);
    const odd = await getJson<Rec>(`/base/invoices/${KNOWN.invoices.placeholderModifiedInvoiceId}`);
    expect(odd.date_modified).toBe('1969-12-31 00:00:00');
  });

  it('invoice line item types: Fee and Discount, one deleted', async () => {
    const body = await getJson<{ invoiceLineItemTypes: Rec[] }>('/secondary/invoiceLineItemTypes/');
    const types = body.invoiceLineItemTypes;
    expect(types).toHaveLength(KNOWN.lineItemTypes.count);
    expect(new Set(types.map((t) => t.type))).toEqual(new Set(['Fee', 'Discount']));
    expect(types.filter((t) => t.date_deleted !== null).map((t) => t.id)).toEqual([
      KNOWN.lineItemTypes.deletedTypeId,
    ]);
  });

  it('users: JSON booleans, a role-less user and a placeholder date_deleted', async () => {
    const { users } = await getJson<{ users: Rec[] }>('/secondary/users/');
    expect(users).toHaveLength(KNOWN.users.count);
    for (const u of users) {
      for (const f of [
        'active',
        'is_accounting',
        'is_admin',
        'is_metrics',
        'is_production',
        'is_sales',
        'is_sales_manager',
      ]) {
        expect(typeof u[f], f).toBe('boolean');
      }
    }
    const none = users.find((u) => u.id === String(KNOWN.users.noRolesUserId));
    expect(none).toMatchObject({
      is_accounting: false,
      is_admin: false,
      is_metrics: false,
      is_production: false,
      is_sales: false,
      is_sales_manager: false,
    });
    const odd = users.find((u) => u.id === String(KNOWN.users.placeholderDeletedUserId));
    expect(odd?.date_deleted).toBe('0000-00-00 00:00:00');
    const seller = users.find((u) => u.id === String(KNOWN.contracts.rich.soldByUserId));
    expect(`${seller?.first_name} ${seller?.last_name}`).toBe(KNOWN.contracts.rich.soldByUserName);
  });
});
