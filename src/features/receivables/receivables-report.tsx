// The report of one due window from the server's copy of the account (its aging view, one
// request): when its figures date from, the figures per currency and per advertiser in the
// person's buckets, "over N days" and who owes it when asked, Export CSV of what the table lists.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { advertiserNamesFor } from '../../api/advertisers';
import { agingViewQuery } from '../../api/invoice-views';
import { DataTable } from '../../components/data-table';
import { asOfText } from '../../components/figures-coverage';
import { Loading } from '../../components/loading';
import { WhoseLinks } from '../../components/seller-select';
import { Money } from '../../components/money';
import { QueryErrorPanel } from '../../components/error-panel';
import { agingBands, type AdvertiserAging } from '../../domain/aging';
import { formatCount } from '../../domain/format';
import { ExportCsv } from '../list/view-parts';
import { AgingFiguresView } from './aging-figures';
import { receivablesColumns } from './receivables-columns';
import { receivablesCsv, receivablesFileName } from './receivables-csv';
import type { DueWindow } from './receivables-params';

/** Who owes more than N days past due, the most first (the rows of "over N"). */
const overRows = (rows: readonly AdvertiserAging[]) =>
  rows
    .filter((r) => (r.over?.count ?? 0) > 0)
    .sort((a, b) => b.over!.total - a.over!.total || a.advertiserId - b.advertiserId);

export function ReceivablesReport({
  due,
  today,
  seller,
  whoseHref,
  buckets,
  over,
  overHref,
}: {
  due: DueWindow;
  today: string;
  /** Whose receivables (the URL's; unset: the person's default) and the links to Mine/Everyone's. */
  seller: number | 'all' | undefined;
  whoseHref: (seller: number | 'all') => string;
  /** The buckets' bounds asked for; undefined: the account's. */
  buckets: number[] | undefined;
  over: number | null;
  /** The page's address with `over` set (null: all advertisers). */
  overHref: (over: number | null) => string;
}) {
  const query = useQuery(
    agingViewQuery({ ...due, today, seller, buckets, over: over ?? undefined }),
  );
  const queryClient = useQueryClient();
  const data = query.data;
  const bands = useMemo(() => agingBands(data?.bounds), [data?.bounds]);
  const rows = useMemo(
    () => (data && over !== null ? overRows(data.byAdvertiser) : (data?.byAdvertiser ?? [])),
    [data, over],
  );
  const columns = useMemo(
    () =>
      receivablesColumns(
        bands,
        data?.byCurrency.some((f) => (f.buckets.noDueDate?.count ?? 0) > 0) ?? false,
        over,
      ),
    [bands, data, over],
  );
  if (query.isPending) return <Loading label="Reading the receivables…" />;
  if (query.isError) return <QueryErrorPanel query={query} what="Receivables" />;
  const { byCurrency, count, invoices, bounds } = query.data;

  async function file(): Promise<[string, string]> {
    // The names of the report's advertisers (those in the table are cached already).
    const names = await advertiserNamesFor(
      queryClient,
      rows.map((r) => r.advertiserId),
    );
    return [receivablesFileName(due, today, over), receivablesCsv(rows, names, bands, over)];
  }

  const owedOver = byCurrency.filter((f) => (f.over?.count ?? 0) > 0);
  const advertisers = (
    <>
      <h2 className="receivables-heading">
        {over === null ? 'By advertiser' : `Who owes over ${over} days`}
      </h2>
      <DataTable
        caption={
          over === null
            ? 'Unpaid invoices by advertiser'
            : `Advertisers owing over ${over} days, the most first`
        }
        data={rows}
        columns={columns}
        getRowId={(r) => `${r.advertiserId}-${r.currency}`}
        emptyMessage={
          over === null
            ? 'No advertiser owes anything in this window.'
            : `No advertiser owes anything over ${over} days in this window.`
        }
      />
    </>
  );
  return (
    <>
      <WhoseLinks what="receivables" whose={query.data.whose} hrefFor={whoseHref} />
      <div className="receivables-asof">
        <p>
          <strong>Figures{asOfText(invoices.asOf)}</strong>{' '}
          <span className="muted">
            ({formatCount(count, 'invoice')} due in the window, from the server’s copy of the
            account: no request to the API)
          </span>
        </p>
        <ExportCsv file={file} />
      </div>
      <nav aria-label="Past due by age" className="receivables-views">
        <Link to={overHref(null)} aria-current={over === null ? 'page' : undefined}>
          Every advertiser
        </Link>
        {bounds.map((days) => (
          <Link key={days} to={overHref(days)} aria-current={over === days ? 'page' : undefined}>
            Over {days} days
          </Link>
        ))}
      </nav>
      {over !== null && (
        <section aria-label={`Over ${over} days`} className="receivables-over">
          <h2 className="receivables-heading">Over {over} days past due</h2>
          {owedOver.length === 0 ? (
            <p>Nothing due in this window is over {over} days past due.</p>
          ) : (
            <ul>
              {owedOver.map((f) => (
                <li key={f.currency ?? 'none'}>
                  <strong>
                    <Money amount={f.over!.total} currency={f.currency} />
                  </strong>{' '}
                  {f.currency ?? 'without a currency'}, {formatCount(f.over!.count, 'invoice')}
                </li>
              ))}
            </ul>
          )}
          {advertisers}
        </section>
      )}
      <h2 className="receivables-heading">Owed per currency</h2>
      {byCurrency.length === 0 ? (
        <p>No unpaid invoice is due in this window.</p>
      ) : (
        <div className="receivables-currencies">
          {byCurrency.map((figures) => (
            <AgingFiguresView
              key={figures.currency ?? 'none'}
              figures={figures}
              bands={bands}
              over={over}
            />
          ))}
        </div>
      )}
      {over === null && advertisers}
    </>
  );
}
