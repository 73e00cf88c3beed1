// /bookings: contracts won in a sale-date window (default this calendar year), by month and seller,
// and by advertiser, with a chart of the months and a CSV. Amounts in different currencies are
// never added. The server's view of its copy of the contracts (decision 13): one request, in the
// page's HTML.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DateShortcuts } from '../../components/date-shortcuts';
import { FiguresCoverage } from '../../components/figures-coverage';
import { FiguresTable } from '../../components/figures-table';
import { DraftForm } from '../../components/filter-form';
import { Money } from '../../components/money';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { fetchPeopleNames, NamesNote } from '../../components/user-name';
import { SellerContractsLink } from '../../components/seller-contracts-link';
import { WhoseLinks } from '../../components/seller-select';
import { bookingsContract } from '../../domain/figures-view';
import { viewQuery } from '../../api/view-query';
import { formatCount, formatMonth, todayIso } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { listSearch } from '../../lib/list-params';
import type { Bookings } from '../../domain/sales-figures';
import { useListParams } from '../../lib/use-list-params';
import { BookingsChart } from './bookings-chart';
import { bookingsCsv } from './bookings-csv';
import { bookingsSpec, bookingsWindow, FIRST_ADVERTISERS } from './bookings-params';
import {
  ContractListGate,
  CurrenciesNotice,
  ExportCsv,
  prefetchOverContracts,
  QueryBody,
  ScrollRegion,
  valuesOf,
} from '../list/view-parts';
import './bookings.css';

// The figures of the window the page shows (the server's today, which the browser's first render
// uses too): the server's view, in the page's HTML.
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const values = valuesOf(bookingsSpec, request);
  const span = bookingsWindow(values, todayIso());
  await prefetchOverContracts(queryClient, () =>
    span.from > span.to ? null : viewQuery(bookingsContract, { ...span, seller: values.seller }),
  );
}

export function Component() {
  const { values, corrections, change, searchFor } = useListParams(bookingsSpec);
  const today = useToday();
  const span = bookingsWindow(values, today);
  const year = Number(today.slice(0, 4));
  const yearSearch = (y: number) =>
    listSearch(bookingsSpec, { date_sold_after: `${y}-01-01`, date_sold_before: `${y}-12-31` });

  return (
    <section className="bookings">
      <PageHeader
        title="Bookings"
        subtitle={`Contracts won from ${span.from} to ${span.to}, by month and seller, and by advertiser.`}
      />
      <ContractListGate why="Bookings are added up from the API's contract list, which this account's API does not answer, so they cannot be shown here.">
        <CorrectionsNotice corrections={corrections} />
        <nav aria-label="Years" className="bookings__years">
          <Link to={paths.bookings.href()}>This year ({year})</Link>
          <Link to={paths.bookings.href(yearSearch(year - 1))}>Last year ({year - 1})</Link>
        </nav>
        <DraftForm
          label="Sale dates"
          fields={[
            { name: 'date_sold_after', label: 'Sold from', value: span.from, type: 'date' },
            { name: 'date_sold_before', label: 'Sold to', value: span.to, type: 'date' },
          ]}
          submitLabel="Show"
          onApply={([from, to]) =>
            change({ date_sold_after: from || undefined, date_sold_before: to || undefined })
          }
          extra={(applyNow) => (
            <DateShortcuts title="Sold" today={today} onPick={(from, to) => applyNow([from, to])} />
          )}
        />
        {span.from > span.to ? (
          <Notice tone="warning" title="The window is empty">
            <p>
              {span.from} is after {span.to}: choose a start before the end.
            </p>
          </Notice>
        ) : (
          <BookingsFigures
            key={`${span.from}/${span.to}`}
            span={span}
            allAdvertisers={values.advertisers === 'all'}
            showAll={listSearch(bookingsSpec, { ...values, advertisers: 'all' })}
            seller={values.seller}
            whoseHref={(seller) => paths.bookings.href(searchFor({ seller }))}
          />
        )}
      </ContractListGate>
    </section>
  );
}

function BookingsFigures({
  span,
  allAdvertisers,
  showAll,
  seller,
  whoseHref,
}: {
  /** Whose bookings (the URL's; unset: the person's default) and the links to Mine/Everyone's. */
  seller: number | 'all' | undefined;
  whoseHref: (seller: number | 'all') => string;
  span: { from: string; to: string };
  allAdvertisers: boolean;
  /** The address of this window with every advertiser. */
  showAll: URLSearchParams;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(viewQuery(bookingsContract, { ...span, seller }));
  return (
    <QueryBody query={query} what="Bookings" loading="Reading the bookings…">
      {({ sets, undated, count, coverage, whose }) => (
        <>
          <WhoseLinks what="bookings" whose={whose} hrefFor={whoseHref} />
          <NamesNote />
          <FiguresCoverage coverage={coverage} counted={formatCount(count, 'won contract')} />
          {undated > 0 && (
            <p className="bookings__cost">
              {formatCount(undated, 'contract')} without a sale date in the window are left out.
            </p>
          )}
          <p>
            <ExportCsv
              disabled={!sets.length}
              file={async () => [
                `bookings_${span.from}_${span.to}.csv`,
                bookingsCsv(sets, await fetchPeopleNames(queryClient)),
              ]}
            />
          </p>
          {sets.length === 0 && <p>No contract was won in this window.</p>}
          <CurrenciesNotice count={sets.length} />
          {sets.map((b) => (
            <CurrencyBookings
              key={b.currency}
              bookings={b}
              advertisers={
                allAdvertisers ? b.advertisers : b.advertisers.slice(0, FIRST_ADVERTISERS)
              }
              showAll={showAll}
              span={span}
            />
          ))}
        </>
      )}
    </QueryBody>
  );
}

function CurrencyBookings({
  bookings: b,
  advertisers,
  showAll,
  span,
}: {
  bookings: Bookings;
  /** The sale-date window, which a seller's link keeps. */
  span: { from: string; to: string };
  /** The advertisers listed (the first ones by total, or all). */
  advertisers: Bookings['advertisers'];
  showAll: URLSearchParams;
}) {
  const currency = b.currency || null;
  const label = b.currency ? ` (${b.currency})` : '';
  const money = (cents: number) => <Money amount={cents / 100} currency={currency} />;
  return (
    <>
      <section className="bookings__card" aria-label={`By month${label}`}>
        <h2>By month{label}</h2>
        <BookingsChart bookings={b} />
      </section>
      <section className="bookings__card" aria-label={`By seller and month${label}`}>
        <h2>By seller and month{label}</h2>
        <ScrollRegion className="bookings__scroll" label="Sellers by month">
          <FiguresTable
            className="bookings__table"
            columns={[
              { label: 'Seller' },
              ...b.months.map((m) => ({ label: formatMonth(m), num: true, key: m })),
              { label: 'Total', num: true },
            ]}
            rows={b.sellers.map((s) => ({
              key: s.key,
              cells: [
                <SellerContractsLink
                  seller={s.key}
                  filters={{
                    status: 'Won',
                    date_sold_after: span.from,
                    date_sold_before: span.to,
                    sort_by: 'date_sold',
                  }}
                />,
                ...s.byMonth.map((cents) => (cents ? money(cents) : '–')),
                money(s.cents),
              ],
            }))}
            foot={[{ key: 'total', cells: ['Total', ...b.monthTotals.map(money), money(b.cents)] }]}
          />
        </ScrollRegion>
      </section>
      <section className="bookings__card" aria-label={`By advertiser${label}`}>
        <h2>By advertiser{label}</h2>
        <FiguresTable
          className="bookings__table"
          columns={[
            { label: 'Advertiser' },
            { label: 'Contracts', num: true },
            { label: 'Total', num: true },
          ]}
          rows={advertisers.map((a) => ({
            key: a.key,
            cells: [<AdvertiserName id={a.key} />, a.count, money(a.cents)],
          }))}
        />
        {advertisers.length < b.advertisers.length && (
          <p>
            The {advertisers.length} advertisers with the most are listed.{' '}
            <Link to={paths.bookings.href(showAll)}>
              Show all {b.advertisers.length} advertisers
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
