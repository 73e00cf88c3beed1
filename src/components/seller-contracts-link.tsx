// A seller's name on the pipeline and bookings, linked to the contract list of that seller's
// contracts with the page's own filter (open ones oldest first; won ones sold in the window). The
// list of one seller is the viewer's own (`sold_by_user`, from its server's copy of the account).
import type { ReactNode } from 'react';
import type { ContractListParams } from '../domain/contract-list';
import { paths } from '../app/paths';
import { CellLink } from './cell-link';
import { UserName } from './user-name';

type Filters = Omit<ContractListParams, 'page' | 'per_page'>;

/** The contract list of `seller`'s contracts with `filters` (status, dates, sort), in its order. */
export function sellerContractsHref(seller: number, filters: Filters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) search.set(name, String(value));
  }
  search.set('sold_by_user', String(seller));
  return paths.contracts.href(search);
}

/** The seller's name linked to their list; a group without a seller ("not recorded") is not. */
export function SellerContractsLink({
  seller,
  filters,
  children,
}: {
  /** The user id, or 0 / null for contracts without a seller. */
  seller: number | null;
  filters: Filters;
  /** The link's words: the seller's name by default. */
  children?: ReactNode;
}) {
  if (!seller) return children ?? <UserName id={null} />;
  return (
    <CellLink to={sellerContractsHref(seller, filters)}>
      {children ?? <UserName id={seller} />}
    </CellLink>
  );
}
