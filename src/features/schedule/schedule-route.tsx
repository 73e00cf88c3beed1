// /schedule: the run sheet. Every insertion not cancelled with a scheduled date in the window, by
// product then date, each with its advertiser, printable (one product a page) and as CSV. Worked
// out by the server from its copy of the account (GET /api/views/run-sheet, decision 15): the
// page receives the sheet's lines, not the insertion list. The loader reads it on the server too,
// so the sheet is in the HTML.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { productListQuery } from '../../api/products';
import { runSheetContract, type RunSheetViewRequest } from '../../domain/run-sheet-view';
import { viewQuery } from '../../api/view-query';
import { advertiserLabel, useAdvertiserNames } from '../../api/advertisers';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DateWindowForm } from '../../components/date-window-form';
import { QueryErrorPanel } from '../../components/error-panel';
import { ViewStatus } from '../../components/view-status';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { downloadText } from '../../lib/csv';
import { formatCount, formatDate, todayIso } from '../../domain/format';
import { parseListParams } from '../../lib/list-params';
import { useToday } from '../../lib/use-today';
import { insertionCount, type RunProduct } from '../../domain/run-sheet';
import type { DateWindow } from '../../domain/date-only';
import { useListParams } from '../../lib/use-list-params';
import { RunSheetTable } from './run-sheet-table';
import { drawnSheet, DRAW_STEP, MAX_LINES } from './drawn-sheet';
import { scheduleCsv } from './schedule-csv';
import { ScheduleFilters } from './schedule-filters';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { scheduleSpec, scheduleWindow, thisWeek, type ScheduleValues } from './schedule-params';
import { sheetNames, type ReferenceNames } from './use-reference-names';
import '../../components/print-page.css';
import './schedule.css';

/** The sheet the address asks for. */
const requestOf = (values: ScheduleValues, dates: DateWindow): RunSheetViewRequest => ({
  from: dates.from,
  to: dates.to,
  product_id: values.product_id,
  section_id: values.section_id,
  ad_size_id: values.ad_size_id,
});

// The products and the sheet, on the server too (in-process): the HTML holds the sheet.
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { values } = parseListParams(scheduleSpec, new URL(request.url).searchParams);
  const dates = scheduleWindow(values, todayIso()).window;
  await Promise.all([
    queryClient.ensureQueryData(productListQuery()),
    // A failure lands in the page's query (shown in place), not in the route's error.
    queryClient
      .ensureQueryData(viewQuery(runSheetContract, requestOf(values, dates)))
      .catch(() => undefined),
  ]);
}

export function Component() {
  const { values, corrections, change } = useListParams(scheduleSpec);
  const today = useToday();
  const { window: dates, corrections: windowNotes } = scheduleWindow(values, today);
  const products = useQuery(productListQuery());
  const view = useQuery(viewQuery(runSheetContract, requestOf(values, dates)));
  const sheet: readonly RunProduct[] | null = view.data?.products ?? null;
  const names = useMemo(
    () => (view.data ? sheetNames(view.data) : { size: () => '', section: () => '' }),
    [view.data],
  );
  const advertiserOf = useMemo(() => new Map(view.data?.advertisers ?? []), [view.data]);
  // The names of the sheet's advertisers only, asked together (never the whole names file).
  const advertiserNameList = useAdvertiserNames([...advertiserOf.values()]);
  const productName = (id: number) =>
    products.data?.items.find((p) => p.id === id)?.name ?? `Product ${id}`;

  const lines = sheet?.reduce((n, p) => n + p.count, 0) ?? 0;
  // The sheet whose lines are all drawn (printable): set once by the tables, when they are.
  const [drawnWhole, setDrawnWhole] = useState<unknown>(null);
  // Print is there at once, in the server's HTML too: asked before every line is drawn, the rest
  // are drawn in one go and the browser's print follows.
  const [toPrint, setToPrint] = useState<unknown>(null);
  const printed = useRef<unknown>(null);
  useEffect(() => {
    if (toPrint === null || toPrint !== drawnWhole || printed.current === toPrint) return;
    printed.current = toPrint;
    window.print();
  }, [toPrint, drawnWhole]);

  const download = () => {
    if (!sheet) return;
    const text = scheduleCsv(sheet, {
      product: productName,
      size: names.size,
      section: names.section,
      advertiser: (contractId) => {
        const id = advertiserOf.get(contractId) ?? null;
        return {
          id,
          name: id === null ? '' : advertiserLabel(id, advertiserNameList.get(id)),
        };
      },
    });
    downloadText(`run-sheet-${dates.from}-to-${dates.to}.csv`, text);
  };

  return (
    <section className="run-sheet print-page" aria-busy={!!sheet && drawnWhole !== sheet}>
      <PageHeader
        title="Run sheet"
        subtitle={`What runs from ${formatDate(dates.from)} to ${formatDate(dates.to)}, by product and date: every insertion not cancelled with a scheduled date in those days.`}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => (drawnWhole === sheet ? window.print() : setToPrint(sheet))}
              disabled={!sheet}
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
      {/* On a phone the run sheet comes first, its dates and choices behind "Filters". */}
      <FiltersDisclosure
        activeCount={Object.values(values).filter((value) => value !== undefined).length}
      >
        <div className="run-sheet__filters">
          <DateWindowForm
            label="Dates of the run sheet"
            value={dates}
            defaults={thisWeek(today)}
            onApply={(next) => change(next)}
          />
          <ScheduleFilters values={values} products={products.data?.items} onChange={change} />
        </div>
      </FiltersDisclosure>
      {products.isError && !products.data && (
        <QueryErrorPanel query={products} what="the product list" />
      )}
      <ViewStatus advertisers view={view} what="the run sheet">
        {sheet && (
          <>
            <p className="run-sheet__summary" role="status">
              {formatCount(insertionCount(sheet), 'insertion')} on {formatCount(lines, 'line')} in{' '}
              {formatCount(sheet.length, 'product')}.
            </p>
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
                advertiserOf={advertiserOf}
                onDrawn={setDrawnWhole}
                whole={toPrint === sheet}
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
      </ViewStatus>
    </section>
  );
}

/** How many of `total` lines are drawn so far: DRAW_STEP more a task until all are (`whole`: all). */
function useDrawnLines(sheet: unknown, total: number, whole: boolean): number {
  const [drawn, setDrawn] = useState({ sheet, lines: DRAW_STEP });
  const lines = whole ? total : Math.min(total, drawn.sheet === sheet ? drawn.lines : DRAW_STEP);
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
  whole,
}: {
  sheet: readonly RunProduct[];
  shown: number;
  productName: (id: number) => string;
  names: ReferenceNames;
  advertiserOf: ReadonlyMap<number, number>;
  onDrawn: (sheet: readonly RunProduct[]) => void;
  /** Draw every line now (Print was asked). */
  whole: boolean;
}) {
  const drawing = useDrawnLines(sheet, shown, whole);
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
