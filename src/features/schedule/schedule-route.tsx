// /schedule: the run sheet. Every insertion not cancelled with a scheduled date in the window, by
// product, then section, then date, each with its advertiser, a page at a time (page links are
// plain links, in the server's HTML too), printable (the page's groups) and as CSV (the whole
// selection). Worked out by the server from its copy of the account (GET /api/views/run-sheet,
// decision 15), which sends one page; the loader reads it on the server too.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { productListQuery } from '../../api/products';
import {
  runSheetContract,
  type RunSheetPart,
  type RunSheetView,
  type RunSheetViewRequest,
} from '../../domain/run-sheet-view';
import { fetchView, viewQuery } from '../../api/view-query';
import { advertiserLabel, advertiserNamesFor } from '../../api/advertisers';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DateWindowForm } from '../../components/date-window-form';
import { QueryErrorPanel } from '../../components/error-panel';
import { describeError } from '../../components/error-text';
import { ViewStatus } from '../../components/view-status';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { downloadText } from '../../lib/csv';
import { formatCount, formatDate, formatInteger, todayIso } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import type { DateWindow } from '../../domain/date-only';
import { useListParams } from '../../lib/use-list-params';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import {
  ScheduleFilters,
  scheduleSpec,
  scheduleWindow,
  thisWeek,
  type ScheduleValues,
} from './schedule-filters';
import {
  RunSheetProduct,
  scheduleCsv,
  SheetContents,
  sheetNames,
  type SheetNames,
} from './run-sheet';
import '../../components/print-page.css';
import { ensureView, valuesOf } from '../list/view-parts';
import './schedule.css';

/** The page of the sheet the address asks for. */
const requestOf = (values: ScheduleValues, dates: DateWindow): RunSheetViewRequest => ({
  ...values,
  ...dates,
  page: values.page === 1 ? undefined : values.page,
});

// The products and the sheet's page, on the server too (in-process): the HTML holds the page.
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const values = valuesOf(scheduleSpec, request);
  const dates = scheduleWindow(values, todayIso()).window;
  await Promise.all([
    queryClient.ensureQueryData(productListQuery()),
    ensureView(queryClient, viewQuery(runSheetContract, requestOf(values, dates))),
  ]);
}

export function Component() {
  const { values, corrections, change, searchFor } = useListParams(scheduleSpec);
  const today = useToday();
  const queryClient = useQueryClient();
  const { window: dates, corrections: windowNotes } = scheduleWindow(values, today);
  const products = useQuery(productListQuery());
  const request = requestOf(values, dates);
  const view = useQuery(viewQuery(runSheetContract, request));
  const sheet = view.data;
  const names = useMemo(
    () => sheetNames(sheet ?? { sizes: [], sections: [] }, products.data?.items),
    [sheet, products.data],
  );
  const hrefFor = (page: number) => paths.schedule.href(searchFor({ page }));
  const pageNote =
    sheet && sheet.page !== values.page
      ? [{ message: `page=${values.page} is past the last page; page ${sheet.page} is shown.` }]
      : [];

  // Every line of the selection, not this page's: one answer of the view with them all.
  const csv = useMutation({
    mutationFn: async (lines: number) => {
      const whole = await fetchView(runSheetContract, { ...request, page: 1, per_page: lines });
      const advertiserOf = new Map(whole.advertisers);
      const advertisers = await advertiserNamesFor(queryClient, [...advertiserOf.values()]);
      const text = scheduleCsv(whole, {
        ...sheetNames(whole, products.data?.items),
        advertiser: (contractId) => {
          const id = advertiserOf.get(contractId) ?? null;
          return { id, name: id === null ? '' : advertiserLabel(id, advertisers.get(id)) };
        },
      });
      downloadText(`run-sheet-${dates.from}-to-${dates.to}.csv`, text);
    },
  });
  const csvError = csv.error && describeError(csv.error, 'the run sheet’s CSV');

  return (
    <section className="run-sheet print-page">
      <PageHeader
        title="Run sheet"
        subtitle={`What runs from ${formatDate(dates.from)} to ${formatDate(dates.to)}, by product, section and date: every insertion not cancelled with a scheduled date in those days.`}
        actions={
          <>
            {/* The page as it is: every line of it is drawn, so Print needs no waiting. */}
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
            <button
              type="button"
              className="button"
              onClick={() => sheet && csv.mutate(Math.max(1, sheet.lines))}
              disabled={!sheet || csv.isPending}
            >
              {csv.isPending ? 'Preparing CSV…' : 'Download CSV'}
            </button>
          </>
        }
      />
      {csvError && (
        <Notice tone="danger" title={csvError.title}>
          <p>{csvError.detail}</p>
        </Notice>
      )}
      <CorrectionsNotice corrections={[...corrections, ...windowNotes, ...pageNote]} />
      {/* On a phone the run sheet comes first, its dates and choices behind "Filters". */}
      <FiltersDisclosure
        activeCount={
          Object.entries(values).filter(([name, value]) => name !== 'page' && value !== undefined)
            .length
        }
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
              {`${formatCount(sheet.insertions, 'insertion')} on ${formatCount(sheet.lines, 'line')} in ${formatCount(new Set(sheet.groups.map((g) => g.productId)).size, 'product')}.`}
              {sheet.pages > 1 && ` Page ${sheet.page} of ${sheet.pages}: ${linesShown(sheet)}.`}
            </p>
            {sheet.groups.length === 0 ? (
              <p>
                Nothing runs in these days
                {values.product_id === undefined ? '' : ' on this product'}.
              </p>
            ) : (
              <SheetPage
                sheet={sheet}
                names={names}
                hrefFor={hrefFor}
                onHeadingToNext={() =>
                  void queryClient.prefetchQuery(
                    viewQuery(runSheetContract, { ...request, page: sheet.page + 1 }),
                  )
                }
              />
            )}
          </>
        )}
      </ViewStatus>
    </section>
  );
}

/** "lines 101–200": the page's lines, numbered on the whole sheet. */
function linesShown(sheet: RunSheetView): string {
  const start = sheet.parts[0];
  if (!start) return 'no lines';
  // Its first line: the lines of the groups before, and of its own before this page.
  const first = sheet.groups.slice(0, start.group).reduce((n, g) => n + g.count, start.from);
  const shown = sheet.parts.reduce(
    (n, part) => n + part.days.reduce((m, day) => m + day.lines.length, 0),
    0,
  );
  return `lines ${formatInteger(first + 1)}–${formatInteger(first + shown)}`;
}

/** A page of the sheet: its contents, its pages' links, and its lines by product. */
function SheetPage({
  sheet,
  names,
  hrefFor,
  onHeadingToNext,
}: {
  sheet: RunSheetView;
  names: SheetNames;
  hrefFor: (page: number) => string;
  onHeadingToNext: () => void;
}) {
  const advertiserOf = useMemo(() => new Map(sheet.advertisers), [sheet]);
  const byProduct: { productId: number; parts: RunSheetPart[] }[] = [];
  for (const part of sheet.parts) {
    const productId = sheet.groups[part.group]!.productId;
    const last = byProduct.at(-1);
    if (last?.productId === productId) last.parts.push(part);
    else byProduct.push({ productId, parts: [part] });
  }
  const pager = (label: string) =>
    sheet.pages > 1 && (
      <Pager
        label={label}
        page={sheet.page}
        pages={sheet.pages}
        isLastPage={sheet.page >= sheet.pages}
        hrefFor={hrefFor}
        onHeadingToNext={onHeadingToNext}
      />
    );
  return (
    <>
      <SheetContents sheet={sheet} names={names} hrefFor={hrefFor} />
      {pager('Pages of the run sheet')}
      {byProduct.map(({ productId, parts }) => (
        <RunSheetProduct
          key={productId}
          productId={productId}
          parts={parts}
          groups={sheet.groups}
          names={names}
          advertiserOf={advertiserOf}
        />
      ))}
      {pager('Pages of the run sheet, at its end')}
    </>
  );
}
