// One seller's contracts (/contracts?sold_by_user=<user id>), or a filter's for the list's export:
// the contract list's own filters, sort and paging (as the API applies them: whole days, both ends included; money compared in cents;
// ties broken by id in the sort's direction) over the mirror's contracts table, with the seller
// filter the API does not have. Answered in the API's shape ({"contracts": [...], "count"}), each
// contract as the list sends it, so the page reads it with the list's own parser.
import type { ContractListParams } from '../../../src/domain/contract-list';
import type { GatewayDb } from '../../gateway/database';

export interface SellerContractsRequest extends ContractListParams {
  sold_by_user?: number;
}

const SORTS = {
  id: 'id',
  date_created: 'date_created',
  date_sold: 'date_sold',
  total: 'total',
  status: 'status',
} as const;

/** The page's contracts as the API sends them (no insertions or line items), and the count. */
export function sellerContracts(
  db: GatewayDb,
  request: SellerContractsRequest,
): { contracts: unknown[]; count: number } {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    if (value === undefined) return;
    where.push(clause);
    args.push(value);
  };
  const cents = (value: number | undefined) =>
    value === undefined ? undefined : Math.round(value * 100);
  add('sold_by_user_id = ?', request.sold_by_user);
  add('advertiser_id = ?', request.advertiser_id);
  add('status = ?', request.status);
  add('CAST(round(total * 100) AS INTEGER) >= ?', cents(request.amount_from));
  add('CAST(round(total * 100) AS INTEGER) <= ?', cents(request.amount_to));
  // The day part, whatever the time's format: whole days, both ends included.
  add('substr(date_created, 1, 10) >= ?', request.date_created_after);
  add('substr(date_created, 1, 10) <= ?', request.date_created_before);
  add('substr(date_sold, 1, 10) >= ?', request.date_sold_after);
  add('substr(date_sold, 1, 10) <= ?', request.date_sold_before);
  const filter = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const count = db
    .prepare(`SELECT COUNT(*) FROM contracts${filter}`)
    .pluck()
    .get(...args) as number;
  const order = request.sort_order === 'asc' ? 'ASC' : 'DESC';
  const column = SORTS[request.sort_by ?? 'id'];
  const orderBy = column === 'id' ? `id ${order}` : `${column} ${order}, id ${order}`;
  const perPage = request.per_page ?? 25;
  const offset = ((request.page ?? 1) - 1) * perPage;
  const rows = db
    .prepare(`SELECT wire FROM contracts${filter} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...args, perPage, offset) as string[];
  return {
    count,
    contracts: rows.map((wire) => {
      // A contract read one by one carries its insertions and line items: the list's has neither.
      const head = JSON.parse(wire) as Record<string, unknown>;
      delete head.insertions;
      delete head.line_items;
      return head;
    }),
  };
}
