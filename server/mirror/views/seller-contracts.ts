// One seller's contracts (/contracts?sold_by_user=<user id>), or a filter's for the list's export:
// the contract list's own filters, sort and paging (as the API applies them: whole days, both ends included; money compared in cents;
// ties broken by id in the sort's direction) over the mirror's contracts table, with the seller
// filter the API does not have. Answered in the API's shape ({"contracts": [...], "count"}), each
// contract as the list sends it, so the page reads it with the list's own parser.
import type { ContractListParams } from '../../../src/domain/contract-list';
import type { GatewayDb } from '../../gateway/database';
import { moneyClauses, pageOf, whereOf } from '../invoice-query';

interface SellerContractsRequest extends ContractListParams {
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
  const where = whereOf([
    ['sold_by_user_id = ?', request.sold_by_user],
    ['advertiser_id = ?', request.advertiser_id],
    ['status = ?', request.status],
    ...moneyClauses(request.amount_from, request.amount_to),
    // The day part, whatever the time's format: whole days, both ends included.
    ['substr(date_created, 1, 10) >= ?', request.date_created_after],
    ['substr(date_created, 1, 10) <= ?', request.date_created_before],
    ['substr(date_sold, 1, 10) >= ?', request.date_sold_after],
    ['substr(date_sold, 1, 10) <= ?', request.date_sold_before],
  ]);
  const column = SORTS[request.sort_by ?? 'id'];
  const page = { ...request, column, order: request.sort_order, count: true };
  const { rows, count } = pageOf(db, 'contracts', where, page);
  return {
    count: count ?? 0,
    contracts: rows.map((wire) => {
      // A contract read one by one carries its insertions and line items: the list's has neither.
      const head = JSON.parse(wire) as Record<string, unknown>;
      delete head.insertions;
      delete head.line_items;
      return head;
    }),
  };
}
