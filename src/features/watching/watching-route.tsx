// /watching: what the person follows (contracts, advertisers, invoices, ad sizes, saved views),
// each with what changed since their last visit marked new, and Stop watching. Opening the page
// marks the visit (the header's mark goes); the marks stay until the page is left.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { PageHeader } from '../../components/page-header';
import { formatTimestamp } from '../../domain/format';
import { markWatchesVisited, removeWatch, watchesQuery, watchKeys } from '../../lib/watches';
import type { WatchesAnswer, WatchKind } from '../../domain/watches';
import { QueryBody } from '../list/view-parts';
import './watching.css';

export async function prefetch(queryClient: QueryClient) {
  await queryClient.prefetchQuery(watchesQuery());
}

const KIND_LABELS: Record<WatchKind, string> = {
  contract: 'Contract',
  advertiser: 'Advertiser',
  invoice: 'Invoice',
  size: 'Ad size',
  view: 'Saved view',
};

export function Component() {
  const queryClient = useQueryClient();
  const query = useQuery(watchesQuery());
  const marked = useRef(false);
  // The visit is marked once the page has shown what was new: the answer held here keeps its marks.
  useEffect(() => {
    if (!query.data || marked.current) return;
    marked.current = true;
    void markWatchesVisited().then(() =>
      queryClient.setQueryData<WatchesAnswer>(watchKeys.all, (d) => d && { ...d, changed: 0 }),
    );
  }, [query.data, queryClient]);
  const stop = useMutation({
    mutationFn: removeWatch,
    onSuccess: (_, id) =>
      queryClient.setQueryData<WatchesAnswer>(
        watchKeys.all,
        (d) => d && { ...d, watches: d.watches.filter((w) => w.id !== id) },
      ),
  });
  return (
    <section className="watching">
      <PageHeader
        title="Watching"
        subtitle="What you follow, and what changed on it since your last visit. Watch a contract, an advertiser, an invoice, an ad size or a list page with its Watch button."
      />
      <QueryBody
        query={query}
        what="What you watch (it needs the viewer's server)"
        loading="Reading what you watch…"
      >
        {(data) => (
          <>
            <p className="watching__mail">
              {data.mailTo
                ? `Each morning, what changed goes by e-mail to ${data.mailTo}.`
                : data.mailNote}
              {data.visitedAt && ` Your last visit: ${formatTimestamp(data.visitedAt)} (UTC).`}
            </p>
            {stop.isError && (
              <p role="alert" className="watching__error">
                Not stopped: {stop.error.message}
              </p>
            )}
            {data.watches.length === 0 ? (
              <p className="muted">
                You watch nothing yet. Use the Watch button on a contract, an advertiser, an
                invoice, an ad size (a product’s Availability tab) or a list page.
              </p>
            ) : (
              <ul className="watching__list">
                {data.watches.map((w) => (
                  <li key={w.id} className="watching__item">
                    <div className="watching__head">
                      <span className="watching__kind">{KIND_LABELS[w.kind]}</span>
                      <Link to={w.href}>{w.label}</Link>
                      {w.changes.length > 0 && <Badge tone="info">New since your last visit</Badge>}
                      <button
                        type="button"
                        className="button watching__stop"
                        aria-label={`Stop watching ${w.label}`}
                        disabled={stop.isPending}
                        onClick={() => stop.mutate(w.id)}
                      >
                        Stop watching
                      </button>
                    </div>
                    {w.note && <p className="muted">{w.note}</p>}
                    {w.changes.length > 0 ? (
                      <ul className="watching__changes">
                        {w.changes.map((c, i) => (
                          <li key={i}>
                            <Link to={c.href}>{c.text}</Link>{' '}
                            <span className="muted">{formatTimestamp(c.when)}</span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      !w.note && <p className="muted">Nothing new since your last visit.</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryBody>
    </section>
  );
}
