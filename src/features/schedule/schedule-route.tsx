// /schedule: the run sheet. Every insertion not cancelled with a scheduled date in the window, by
// product then date, printable (one product a page) and as CSV. One insertions request: the whole
// list, or the product's, read and kept by the page's worker (decision 11), which sends the page
// only the insertions on the sheet: other days or filters are asked of it without reading again.
// A page the server rendered starts with the server's pick of the sheet, from its copy of the list.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { insertionHandle } from '../../api/insertion-handle';
import {
  insertionKeptQuery,
  isWhole,
  runSheetFirstQuery,
  runSheetInsertionsQuery,
} from '../../api/insertions';
import type { Insertion } from '../../api/insertion-types';
import { productListQuery } from '../../api/products';
import { advertiserLabel, useAdvertiserNames } from '../../api/advertisers';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DateWindowForm } from '../../components/date-window-form';
import { ErrorPanel, QueryErrorPanel } from '../../components/error-panel';
import { WholeListStatus } from '../../components/whole-list-status';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { downloadText } from '../../lib/csv';
import { formatCount, formatDate, formatNumber, todayIso } from '../../lib/format';
import { parseListParams } from '../../lib/list-params';
import { useToday } from '../../lib/use-today';
import {
  insertionCount,
  runSheet,
  sheetInsertionOf,
  type RunFilter,
  type RunProduct,
  type SheetInsertion,
} from '../../lib/run-sheet';
import type { DateWindow } from '../../lib/date-window';
import { LOOKUP_BATCH, useContractAdvertisers } from '../../lib/use-contract-advertisers';
import { useListParams } from '../../lib/use-list-params';
import { RunSheetTable } from './run-sheet-table';
import { drawnSheet, DRAW_STEP, MAX_LINES } from './drawn-sheet';
import { scheduleCsv } from './schedule-csv';
import { ScheduleFilters } from './schedule-filters';
import { scheduleSpec, scheduleWindow, thisWeek, type ScheduleValues } from './schedule-params';
import {
  referenceNameQueries,
  useReferenceNames,
  type ReferenceNames,
} from './use-reference-names';
import '../../components/print-page.css';
import './schedule.css';

const listParams = (productId: number | undefined) =>
  productId === undefined ? {} : { product_id: productId };

/** The sheet's filter of the page's address (the server's pick and the page's own use the same). */
const filterOf = (values: ScheduleValues): RunFilter => ({
  sectionId: values.section_id,
  adSizeId: values.ad_size_id,
});

/** How long the server's render waits for a sheet being picked (out of SSR_WAIT_MS). */
const SHEET_WAIT_MS = 120;
/** How long it waits for the sheet's ad size and section names, held after anyone's visit. */
const NAMES_WAIT_MS = 80;

// The products. The insertion list is started by the page's query in the browser (never by the
// server's rendering) and streams in; errors land in the query, shown in place. On the server, the
// sheet's insertions from the gateway's held copy of the list (api/insertion-first-screen.ts), so
// the sheet is in the HTML, with its sizes' and sections' names when they are held too.
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const products = queryClient.ensureQueryData(productListQuery());
  if (!import.meta.env.SSR) {
    await products;
    return;
  }
  const { values } = parseListParams(scheduleSpec, new URL(request.url).searchParams);
  const params = listParams(values.product_id);
  const sheet = { window: scheduleWindow(values, todayIso()).window, filter: filterOf(values) };
  const { serverFirstScreens, within } = await import('../../api/insertion-first-screen');
  const [, picked] = await Promise.all([
    products,
    within(serverFirstScreens.runSheet(params, sheet), SHEET_WAIT_MS),
  ]);
  if (!picked) return;
  queryClient.setQueryData(runSheetFirstQuery(params, sheet).queryKey, picked);
  const names = [...new Set(picked.map((i) => i.productId))].flatMap((id) => {
    const [sizes, sections] = referenceNameQueries(id);
    return [queryClient.prefetchQuery(sizes), queryClient.prefetchQuery(sections)];
  });
  await within(Promise.all(names), NAMES_WAIT_MS);
}

export function Component() {
  const { values, corrections, change } = useListParams(scheduleSpec);
  const today = useToday();
  const { window: dates, corrections: windowNotes } = scheduleWindow(values, today);
  const products = useQuery(productListQuery());
  // The page's handle on the list's service: it reads the list and keeps it for as long as the
  // page is shown, and picks the sheet's insertions from it.
  const [handle] = useState(insertionHandle);
  useEffect(() => {
    handle.hold();
    return () => handle.release();
  }, [handle]);
  const list = useQuery(insertionKeptQuery(listParams(values.product_id), handle, 0));
  const whole = list.data && isWhole(list.data) ? list.data : undefined;
  const filter = filterOf(values);
  const picked = useQuery(runSheetInsertionsQuery(handle, whole, { window: dates, filter }));
  // The server's pick, in the page's state: the sheet it rendered, until the page has its own.
  const serverPicked = useQuery(
    runSheetFirstQuery(listParams(values.product_id), { window: dates, filter }),
  ).data;
  const insertions = useOwnOrServerPick(picked.data, serverPicked);
  // What the sheet is worked out from (the query's key holds the window and filter of its data).
  const asked = useMemo(
    () => ({ insertions, dates, filter, productId: values.product_id }),
    [insertions, values.product_id], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // Insertions that arrive are worked out and drawn in a render React slices (a deferred value),
  // not in the task of the worker's answer (a week's sheet was one task of 200 ms at 4x CPU).
  const deferred = useDeferredValue(asked);
  const deferredSheet = useMemo(
    () =>
      deferred.insertions
        ? runSheet(deferred.insertions, deferred.dates, deferred.filter).filter(
            (p) => deferred.productId === undefined || p.productId === deferred.productId,
          )
        : null,
    [deferred],
  );
  // Only the sheet of the days and filters asked: while another is read or worked out, none.
  const sheet = asked.insertions && sameView(deferred, asked) ? deferredSheet : null;
  const productIds = useMemo(() => (sheet ?? []).map((p) => p.productId), [sheet]);
  const names = useReferenceNames(productIds);
  const contractIds = useMemo(() => {
    const ids = new Set<number>();
    for (const p of sheet ?? [])
      for (const d of p.dates) for (const l of d.lines) ids.add(l.insertion.contractId);
    return [...ids].sort((a, b) => a - b);
  }, [sheet]);
  const advertisers = useContractAdvertisers(contractIds);
  // The names of the sheet's advertisers only, asked together.
  const advertiserNameList = useAdvertiserNames([...advertisers.advertiserOf.values()]);
  const productName = (id: number) =>
    products.data?.items.find((p) => p.id === id)?.name ?? `Product ${id}`;

  const lines = sheet?.reduce((n, p) => n + p.count, 0) ?? 0;
  // The sheet whose lines are all drawn (printable): set once by the tables, when they are.
  const [drawnWhole, setDrawnWhole] = useState<unknown>(null);

  const download = () => {
    if (!sheet) return;
    const text = scheduleCsv(sheet, {
      product: productName,
      size: names.size,
      section: names.section,
      advertiser: (contractId) => {
        const id = advertisers.advertiserOf.get(contractId) ?? null;
        return {
          id,
          name: id === null ? '' : advertiserLabel(id, advertiserNameList.get(id)),
        };
      },
    });
    downloadText(`run-sheet-${dates.from}-to-${dates.to}.csv`, text);
  };

  return (
    <section className="run-sheet print-page">
      <PageHeader
        title="Run sheet"
        subtitle={`What runs from ${formatDate(dates.from)} to ${formatDate(dates.to)}, by product and date: every insertion not cancelled with a scheduled date in those days.`}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => window.print()}
              disabled={!sheet || drawnWhole !== sheet}
            >
              Print
            </button>
            <button type="button" className="button" onClick={download} disabled={!sheet}>
              Download CSV
            </button>
          </>
        }
      />
      <CorrectionsNotice corrections={[...corrections, ...windowNotes]} />
      <div className="run-sheet__filters">
        <DateWindowForm
          label="Dates of the run sheet"
          value={dates}
          defaults={thisWeek(today)}
          onApply={(next) => change(next)}
        />
        <ScheduleFilters values={values} products={products.data?.items} onChange={change} />
      </div>
      {products.isError && !products.data && (
        <QueryErrorPanel query={products} what="the product list" />
      )}
      {whole && <ProblemsNotice problems={whole.problems} what="insertions" />}
      {names.error !== null && (
        <ErrorPanel
          error={names.error}
          what="the ad size and section names"
          onRetry={names.retry}
        />
      )}
      {picked.isError && (
        <ErrorPanel
          error={picked.error}
          what="the run sheet"
          // The list read again (its worker may have ended), then the sheet asked of it again.
          onRetry={() => void list.refetch()}
        />
      )}
      {/* Counting needs the whole list: a failure after the first rows is shown too. */}
      <WholeListStatus
        list={list}
        whole={!!whole}
        ready={!!sheet || picked.isError}
        what="insertion"
      >
        {sheet && (
          <>
            <p className="run-sheet__summary" role="status">
              {formatCount(insertionCount(sheet), 'insertion')} on {formatCount(lines, 'line')} in{' '}
              {formatCount(sheet.length, 'product')}.
            </p>
            {contractIds.length > 0 && (
              <AdvertiserLookup advertisers={advertisers} total={contractIds.length} />
            )}
            {lines > MAX_LINES && (
              <Notice tone="warning" title={`The first ${MAX_LINES} of ${lines} lines are shown`}>
                <p>Choose fewer days or a product; the CSV holds every line.</p>
              </Notice>
            )}
            {sheet.length === 0 ? (
              <p>
                Nothing runs in these days
                {values.product_id === undefined ? '' : ' on this product'}.
              </p>
            ) : (
              <RunSheetTables
                sheet={sheet}
                shown={Math.min(lines, MAX_LINES)}
                productName={productName}
                names={names}
                advertiserOf={advertisers.advertiserOf}
                onDrawn={setDrawnWhole}
              />
            )}
            {Math.min(lines, MAX_LINES) > DRAW_STEP && (
              <noscript>
                <p>
                  Without JavaScript, the sheet stops after its first days: turn it on for every
                  line, Print and the CSV.
                </p>
              </noscript>
            )}
          </>
        )}
      </WholeListStatus>
    </section>
  );
}

/**
 * The page's own pick of the sheet's insertions once it has one, the server's until then. When the
 * page's is the same as the server's, the server's is kept: the sheet drawn from it stays drawn.
 */
function useOwnOrServerPick(
  own: readonly Insertion[] | undefined,
  server: readonly SheetInsertion[] | undefined,
): readonly SheetInsertion[] | undefined {
  return useMemo(() => {
    if (own === undefined) return server;
    const same = server && JSON.stringify(own.map(sheetInsertionOf)) === JSON.stringify(server);
    return same ? server : own;
  }, [own, server]);
}

interface SheetAsked {
  dates: DateWindow;
  filter: RunFilter;
  productId?: number;
}
const sameView = (a: SheetAsked, b: SheetAsked) =>
  a.dates.from === b.dates.from &&
  a.dates.to === b.dates.to &&
  a.filter.sectionId === b.filter.sectionId &&
  a.filter.adSizeId === b.filter.adSizeId &&
  a.productId === b.productId;

/** How many of `total` lines are drawn so far: DRAW_STEP more a task until all are. */
function useDrawnLines(sheet: unknown, total: number): number {
  const [drawn, setDrawn] = useState({ sheet, lines: DRAW_STEP });
  const lines = Math.min(total, drawn.sheet === sheet ? drawn.lines : DRAW_STEP);
  useEffect(() => {
    if (lines >= total) return;
    const next = setTimeout(() => setDrawn({ sheet, lines: lines + DRAW_STEP }), 0);
    return () => clearTimeout(next);
  }, [sheet, lines, total]);
  return lines;
}

/**
 * The products' tables, drawn a few days a task: a step renders these alone, not the page (whose
 * render asks the query cache for each of the sheet's 1,000-odd contracts' advertiser).
 */
function RunSheetTables({
  sheet,
  shown,
  productName,
  names,
  advertiserOf,
  onDrawn,
}: {
  sheet: readonly RunProduct[];
  shown: number;
  productName: (id: number) => string;
  names: ReferenceNames;
  advertiserOf: ReadonlyMap<number, number>;
  onDrawn: (sheet: readonly RunProduct[]) => void;
}) {
  const drawing = useDrawnLines(sheet, shown);
  useEffect(() => {
    if (drawing >= shown) onDrawn(sheet);
  }, [drawing, shown, sheet, onDrawn]);
  const days = new Map(sheet.map((p) => [p.productId, p.dates.length]));
  return drawnSheet(sheet, drawing, shown).map((p) => (
    <RunSheetTable
      key={p.productId}
      product={p}
      rows={p.count + (days.get(p.productId) ?? 0)}
      productName={productName(p.productId)}
      names={names}
      advertiserOf={advertiserOf}
    />
  ));
}

function AdvertiserLookup({
  advertisers,
  total,
}: {
  advertisers: ReturnType<typeof useContractAdvertisers>;
  total: number;
}) {
  const known = advertisers.advertiserOf.size;
  if (known === total) return null;
  return (
    <div className="run-sheet__lookup">
      <p>
        Insertions do not name their advertiser: it comes from each contract ({formatNumber(known)}{' '}
        of {formatNumber(total)} known).
        {advertisers.unknown.length > 0 &&
          ` Looking up the other ${formatNumber(advertisers.unknown.length)} costs one request a` +
            ` contract, ${LOOKUP_BATCH} at a time.`}
      </p>
      {advertisers.nextCount > 0 && (
        <button
          type="button"
          className="button"
          onClick={advertisers.lookUp}
          disabled={advertisers.looking}
        >
          {advertisers.looking
            ? 'Looking up…'
            : `Name the advertisers of ${formatCount(advertisers.nextCount, 'contract')}`}
        </button>
      )}
      {advertisers.failed.length > 0 && (
        <p role="alert">
          {formatCount(advertisers.failed.length, 'contract')} could not be read.{' '}
          <button type="button" className="button" onClick={advertisers.retry}>
            Retry
          </button>
        </p>
      )}
    </div>
  );
}
