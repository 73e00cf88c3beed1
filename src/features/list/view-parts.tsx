// What the pages of figures repeat: the address's values in a loader, an answer with its loading
// and failure in place, the gate of the pages that need the API's contract list, the Export CSV
// button, the notice of several currencies, a table that scrolls on its own, and a record's page
// before its answer or without one.
import {
  useQuery,
  type EnsureQueryDataOptions,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { capabilitiesQuery } from '../../api/capabilities';
import { sellersQuery } from '../../api/contract-list';
import { paths } from '../../app/paths';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { downloadText } from '../../lib/csv';
import { parseListParams, type ListSpec, type Params } from '../../lib/list-params';
import { parseRecordNumber } from '../../lib/record-id';

/** The values a loader's address gives a list's parameters. */
export const valuesOf = <P extends Params>(spec: ListSpec<P>, request: Request) =>
  parseListParams(spec, new URL(request.url).searchParams).values;

/** The answer drawn by `children`; while it comes, `loading`; failed, the error with Retry. */
export function QueryBody<T>({
  query,
  what,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <QueryErrorPanel query={query} what={what} />;
  return children(query.data);
}

/**
 * A loader's part for the pages of figures over the contract list (pipeline, bookings): only when
 * the account's API lists contracts, the view (`view`: null when there is nothing to ask) and the
 * sellers' names (the server's copy: every role may read them).
 */
export async function prefetchOverContracts<T, K extends QueryKey>(
  queryClient: QueryClient,
  view: () => FetchQueryOptions<T, Error, T, K> | null,
) {
  const capabilities = await queryClient.ensureQueryData(capabilitiesQuery());
  const options = capabilities.contractList ? view() : null;
  if (options) {
    await Promise.all([
      queryClient.prefetchQuery(options),
      queryClient.prefetchQuery(sellersQuery()),
    ]);
  }
}

/**
 * A loader's read of the view its page shows: a failure lands in the page's query (shown in
 * place), not in the route's error.
 */
export const ensureView = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
) => queryClient.ensureQueryData(options).catch(() => undefined);

/** The page's figures, when the account's API lists contracts; else why they cannot be shown. */
export function ContractListGate({ why, children }: { why: string; children: ReactNode }) {
  const capabilities = useQuery(capabilitiesQuery());
  if (capabilities.data?.contractList) return children;
  if (capabilities.isPending) {
    return <p className="muted">Finding out whether the API lists contracts…</p>;
  }
  return (
    <Notice title="The account's API does not list contracts">
      <p>
        {why} Contracts can still be opened by number or found through their insertions on the{' '}
        <Link to={paths.contracts.href()}>contracts page</Link>.
      </p>
    </Notice>
  );
}

/** Downloads the file `file` makes (its name and text), which may first ask for names. */
export function ExportCsv({
  file,
  disabled = false,
  label = 'Export CSV',
}: {
  file: () => [name: string, text: string] | Promise<[name: string, text: string]>;
  disabled?: boolean;
  label?: string;
}) {
  const save = async () => {
    const [name, text] = await file();
    downloadText(name, text);
  };
  return (
    <button type="button" className="button" onClick={() => void save()} disabled={disabled}>
      {label}
    </button>
  );
}

/** Figures in several currencies are shown side by side, never added. */
export function CurrenciesNotice({
  count,
  each = 'its own figures, never added',
}: {
  count: number;
  each?: string;
}) {
  if (count < 2) return null;
  return (
    <Notice tone="warning" title="More than one currency">
      <p>
        The contracts carry {count} currencies: each has {each}.
      </p>
    </Notice>
  );
}

/** A wide table on a phone scrolls on its own (the page never does): focusable for keyboards. */
export function ScrollRegion({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** A record's page before its answer: its title, and the loading lines or the failure with Retry. */
export function RecordWait({
  title,
  what = title,
  query,
  lines,
}: {
  title: string;
  what?: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  lines?: number;
}) {
  return (
    <>
      <PageTitle parts={[title]} />
      {query.isPending ? (
        <Loading label={`Loading ${what.toLowerCase()}…`} lines={lines} />
      ) : (
        <QueryErrorPanel query={query} what={what} />
      )}
    </>
  );
}

/**
 * A record's page for an address that is not a number (`number` as written), or for a number the
 * account does not hold (`missing` says so), with where to go instead (`children`).
 */
export function RecordNotFound({
  noun,
  number,
  example,
  missing,
  children,
}: {
  noun: 'contract' | 'insertion' | 'advertiser';
  number: string;
  example: number;
  missing: ReactNode;
  children: ReactNode;
}) {
  const isNumber = parseRecordNumber(number) !== null;
  const a = noun === 'contract' ? 'a' : 'an';
  const title = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${number} not found`;
  return (
    <section>
      <PageHeader title={isNumber ? title : `Not ${a} ${noun} number`} />
      <p>
        {isNumber ? (
          missing
        ) : (
          <>
            <code>{number}</code> is not {a} {noun} number; {noun} numbers are whole numbers above
            0, such as {example}.
          </>
        )}
      </p>
      {children}
    </section>
  );
}
