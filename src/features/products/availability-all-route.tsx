// /availability?from=&to=&q=: every inventory-controlled ad size of every product in one grid (rows:
// product · size; columns: periods), searched by size or product name. Counted by the server from
// its copy of the account (GET /api/views/availability/all, the same counting as a product's own
// tab, which each row links to); the loader reads it on the server too, so the HTML holds the grid.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import {
  availabilityAllContract,
  type AvailabilityAllRequest,
} from '../../domain/availability-view';
import { viewQuery } from '../../api/view-query';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FilterForm } from '../../components/filter-form';
import { LiveTextInput } from '../../components/live-text-input';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { WatchViewButton } from '../../components/watch-button';
import { ViewStatus } from '../../components/view-status';
import { formatCount, formatDate, todayIso } from '../../domain/format';
import { listSearch, type ListValues } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { useToday } from '../../lib/use-today';
import { AvailabilityDates, AvailabilityResult } from './availability-grid';
import { availabilityAllSpec, availabilitySpec, availabilityWindow } from './product-params';
import { ensureView, valuesOf } from '../list/view-parts';
import './availability.css';

/** What the server is asked: the window (defaults filled in) and the search, trimmed. */
function requestOf(values: ListValues<typeof availabilityAllSpec.params>, today: string) {
  const { window, corrections } = availabilityWindow(values, today);
  const q = values.q?.trim().slice(0, 200) || undefined;
  const request: AvailabilityAllRequest = { ...window, ...(q ? { q } : {}) };
  return { request, corrections };
}

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const values = valuesOf(availabilityAllSpec, request);
  await ensureView(
    queryClient,
    viewQuery(availabilityAllContract, requestOf(values, todayIso()).request),
  );
}

export function Component() {
  const { values, corrections, change } = useListParams(availabilityAllSpec);
  const today = useToday();
  const { request, corrections: windowNotes } = requestOf(values, today);
  const view = useQuery(viewQuery(availabilityAllContract, request));
  const rows = view.data?.rows ?? null;
  // A row's own product tab opens on the same dates (left out when they are the defaults).
  const tabSearch = listSearch(availabilitySpec, { from: values.from, to: values.to });

  return (
    <section className="availability">
      <PageHeader
        title="Availability"
        actions={<WatchViewButton title="Availability" />}
        subtitle={`Every product's inventory-controlled ad sizes, ${formatDate(request.from)} to ${formatDate(request.to)}: booked of limit in each period.`}
      />
      <CorrectionsNotice corrections={[...corrections, ...windowNotes]} />
      <FilterForm label="Find ad sizes">
        <label>
          <span>Size or product</span>
          <LiveTextInput
            type="search"
            name="q"
            value={values.q ?? ''}
            placeholder="e.g. Leaderboard"
            onValueChange={(q) => change({ q: q || undefined }, { replace: true })}
          />
        </label>
      </FilterForm>
      <AvailabilityDates
        value={{ from: request.from, to: request.to }}
        today={today}
        onApply={(next) => change(next)}
      >
        ; each size opens its product&apos;s own availability.
      </AvailabilityDates>
      <ViewStatus view={view} what="the availability of every product">
        {rows && view.data && (
          <AvailabilityResult
            rows={rows}
            counted={
              request.q
                ? `${formatCount(rows.length, 'size')} of ${formatCount(view.data.controlled, 'inventory-controlled size')} match “${request.q}”`
                : formatCount(rows.length, 'inventory-controlled size')
            }
            tabSearch={tabSearch}
          >
            {rows.length === 0 && (
              <Notice title={request.q ? 'No size matches' : 'No inventory-controlled ad sizes'}>
                <p>
                  {request.q
                    ? `No inventory-controlled size or its product is named like “${request.q}”.`
                    : 'No ad size of any product has a limit on how many ads may run at once.'}
                </p>
              </Notice>
            )}
          </AvailabilityResult>
        )}
      </ViewStatus>
    </section>
  );
}
