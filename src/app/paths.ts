// Every route path of the app, built in one place. `path` is the router pattern, `href` a link.
export const PRODUCT_TABS = [
  'ad-sizes',
  'ad-rates',
  'sections',
  'insertions',
  'availability',
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

const id = (value: number | string) => encodeURIComponent(String(value));

/** A page of one path whose links may carry a query (its filters, sort and page). */
const listPage = <P extends string>(path: P) => ({
  path,
  href: (query?: URLSearchParams | string) => withQuery(path, query),
});

export const paths = {
  home: { path: '/', href: () => '/' },
  products: { path: '/products', href: () => '/products' },
  product: {
    path: '/products/:productId',
    href: (productId: number | string) => `/products/${id(productId)}/ad-sizes`,
  },
  productTab: {
    path: '/products/:productId/:tab',
    href: (productId: number | string, tab: ProductTab, query?: URLSearchParams | string) =>
      withQuery(`/products/${id(productId)}/${tab}`, query),
  },
  contracts: listPage('/contracts'),
  /** Open proposals by seller and advertiser (from the contract list, when the account has it). */
  pipeline: listPage('/contracts/pipeline'),
  bookings: listPage('/bookings'),
  /** Bookings to date against the same day last year, by seller or product, with goals. */
  pacing: listPage('/pacing'),
  contract: {
    path: '/contracts/:contractId',
    /** With `insertion`, the page scrolls to that insertion's row and highlights it. */
    href: (contractId: number | string, insertion?: number) =>
      `/contracts/${id(contractId)}${insertion === undefined ? '' : `#${insertionHash(insertion)}`}`,
  },
  insertions: listPage('/insertions'),
  /** One insertion: its product, size, rate, section, schedule, contract and line items. */
  insertion: {
    path: '/insertions/:insertionId',
    href: (insertionId: number | string) => `/insertions/${id(insertionId)}`,
  },
  invoices: listPage('/invoices'),
  invoice: {
    path: '/invoices/:invoiceId',
    href: (invoiceId: number | string) => `/invoices/${id(invoiceId)}`,
  },
  advertisers: listPage('/advertisers'),
  advertiser: {
    path: '/advertisers/:advertiserId',
    href: (advertiserId: number | string) => `/advertisers/${id(advertiserId)}`,
  },
  /** The printable statement of account (its own page: the roles that may open it are narrower). */
  advertiserStatement: {
    path: '/advertisers/:advertiserId/statement',
    href: (advertiserId: number | string) => `/advertisers/${id(advertiserId)}/statement`,
  },
  /** The day's quota and the server's copy of the account (the mirror). */
  status: { path: '/status', href: () => '/status' },
  receivables: listPage('/receivables'),
  renewals: listPage('/renewals'),
  /** Every product's inventory-controlled sizes in one grid, searched by size or product name. */
  availability: listPage('/availability'),
  /** The run sheet: what runs when, by product and date. */
  schedule: listPage('/schedule'),
  /** What changed in the account (the server's mirror), by day, newest first. */
  changes: listPage('/changes'),
  users: listPage('/users'),
  /** What the person follows (contracts, advertisers, invoices, sizes, saved views). */
  watching: { path: '/watching', href: () => '/watching' },
} as const;

function withQuery(pathname: string, query?: URLSearchParams | string): string {
  const text = query === undefined ? '' : String(query);
  return text ? `${pathname}?${text}` : pathname;
}

/** The fragment naming an insertion on its contract's page ("insertion-100015"): the row's id too. */
export function insertionHash(insertionId: number): string {
  return `insertion-${insertionId}`;
}

/** The insertion a contract page's fragment points at ("#insertion-100015"), or null. */
export function insertionOfHash(hash: string): number | null {
  const match = /^#?insertion-(\d{1,15})$/.exec(hash);
  return match ? Number(match[1]) : null;
}
