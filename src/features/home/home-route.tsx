// Home: the person's figures; go to a contract or an invoice by number; today's lists (the run
// sheet, renewals, availability, a product's availability); the newest changes on what the person
// watches and in the account; the records viewed lately on this browser; the lists to browse.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { viewQuery } from '../../api/view-query';
import { ChangeList } from '../../components/change-list';
import { Options } from '../../components/options';
import { changesContract } from '../../domain/mirror-views';
import { useNameOf } from '../../lib/use-name-of';
import { watchesQuery } from '../../lib/watches';
import { productListQuery } from '../../api/products';
import { paths } from '../../app/paths';
import { GoToRecord } from '../../components/go-to-record';
import { PageHeader } from '../../components/page-header';
import { RecentRecordLine } from '../../components/recent-record-line';
import { useMayOpen } from '../../lib/access';
import { clearRecent, useRecent } from '../../lib/recent';
import { HomeFigures, homeFiguresQuery } from './home-figures';
import './home.css';

/**
 * The person's figures, the products of the availability chooser (cached reference data) and the
 * newest changes, in the page's HTML.
 */
export async function prefetch(queryClient: QueryClient) {
  await Promise.all([
    queryClient.ensureQueryData(productListQuery()),
    // The figures for the person's roles (the server's home view); a failure shows in place.
    queryClient.prefetchQuery(homeFiguresQuery()),
    // The newest changes (the server's mirror); a failure shows in place.
    queryClient.prefetchQuery(homeChangesQuery()),
  ]);
}

const BROWSE = [
  { to: paths.products.href(), label: 'Products', what: 'ad sizes, rates and sections' },
  { to: paths.contracts.href(), label: 'Contracts', what: 'find by number or through insertions' },
  { to: paths.insertions.href(), label: 'Insertions', what: 'everything sold, filtered' },
  { to: paths.invoices.href(), label: 'Invoices', what: 'filtered, sorted and paged' },
  { to: paths.users.href(), label: 'Users', what: 'who they are and their roles' },
];

export function Component() {
  const recent = useRecent();
  // Only links the person's roles open (the server's policy, /auth/me).
  const mayOpen = useMayOpen();
  const goTo = mayOpen(paths.invoices.path) ? 'Go to a contract or an invoice' : 'Go to a contract';
  return (
    <div className="home">
      <PageHeader
        title="Ad-sales viewer"
        subtitle="Products, contracts, insertions, invoices and users of the account, read-only."
      />
      <HomeFigures />
      <div className="home__cards">
        <section aria-labelledby="home-goto" className="home__card">
          <h2 id="home-goto">{goTo}</h2>
          <GoToRecord label={goTo} />
        </section>
        <TodayLinks />
        <WatchedChanges />
        <RecentChanges />
        <section aria-labelledby="home-recent" className="home__card">
          <h2 id="home-recent">Recently viewed</h2>
          {recent.length === 0 ? (
            <p className="home__muted">
              Nothing yet. Contracts and invoices you open are listed here, on this browser only.
            </p>
          ) : (
            <>
              <ul className="home__recent">
                {recent.map((r) => (
                  <li key={`${r.kind}-${r.id}`}>
                    <RecentRecordLine record={r} />
                  </li>
                ))}
              </ul>
              <button type="button" className="home__clear" onClick={clearRecent}>
                Clear the list
              </button>
            </>
          )}
        </section>
        <section aria-labelledby="home-browse" className="home__card">
          <h2 id="home-browse">Browse</h2>
          <ul className="home__browse">
            {BROWSE.filter((item) => mayOpen(item.to)).map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>: {item.what}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

const HOME_CHANGES = 5;
/** Home asks the feed's default: the server's last 7 days. */
const homeChangesQuery = () => viewQuery(changesContract, {});

/** "What changed": the newest few changes of the last 7 days, linked to the whole feed. */
function RecentChanges() {
  const query = useQuery(homeChangesQuery());
  const shown = query.data?.changes.slice(0, HOME_CHANGES) ?? [];
  const nameOf = useNameOf(shown.map((c) => c.advertiserId));
  return (
    <section aria-labelledby="home-changes" className="home__card">
      <h2 id="home-changes">What changed</h2>
      {query.isPending ? (
        <p className="home__muted">Reading what changed…</p>
      ) : query.isError ? (
        <p className="home__muted">
          What changed is not available here (it needs the viewer’s server and its copy of the
          account).
        </p>
      ) : (
        <ChangeList changes={shown} nameOf={nameOf} empty="Nothing changed in the last 7 days." />
      )}
      <p>
        <Link to={paths.changes.href()}>All changes</Link>
      </p>
    </section>
  );
}

/**
 * "What you watch": the newest changes on the person's watches since their last visit of /watching
 * (the same answer as that page and the header's mark).
 */
function WatchedChanges() {
  const query = useQuery(watchesQuery());
  // Without the viewer's server there are no watches: the card is left out.
  if (query.isError) return null;
  const changes = (query.data?.watches ?? [])
    .flatMap((w) => w.changes.map((c) => ({ ...c, label: w.label })))
    .sort((a, b) => (a.when < b.when ? 1 : a.when > b.when ? -1 : 0));
  return (
    <section aria-labelledby="home-watched" className="home__card">
      <h2 id="home-watched">What you watch</h2>
      {query.isPending ? (
        <p className="home__muted">Reading what you watch…</p>
      ) : query.data.watches.length === 0 ? (
        <p className="home__muted">
          You watch nothing yet: the Watch button on a contract, an invoice or a list page adds it
          here, with what changed on it.
        </p>
      ) : changes.length === 0 ? (
        <p className="home__muted">Nothing changed on what you watch since your last visit.</p>
      ) : (
        <ul className="home__recent">
          {changes.slice(0, HOME_CHANGES).map((c, i) => (
            <li key={i}>
              <Link to={c.href}>{c.text}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.watching.href()}>All you watch</Link>
      </p>
    </section>
  );
}

/**
 * "Today": this week's run sheet, the renewals due in the next 60 days, availability across
 * products, and a product's availability from today (the products list is cached reference data).
 */
function TodayLinks() {
  const products = useQuery(productListQuery());
  const navigate = useNavigate();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  return (
    <section aria-labelledby="home-today" className="home__card">
      <h2 id="home-today">Today</h2>
      <ul className="home__browse">
        <li>
          <Link to={paths.schedule.href()}>Run sheet</Link>: what runs this week, by product and
          date
        </li>
        <li>
          <Link to={paths.renewals.href()}>Renewals</Link>: advertisers whose bookings end in the
          next 60 days
        </li>
        <li>
          <Link to={paths.availability.href()}>Availability</Link>: what is free of every product’s
          sizes, the next three months
        </li>
      </ul>
      <form
        className="home__availability"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void navigate(paths.productTab.href(chosen, 'availability'));
        }}
      >
        <label htmlFor={selectId}>Availability of</label>
        <select id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">
            {products.isError ? 'Products could not be loaded' : 'Choose a product'}
          </option>
          <Options items={products.data?.items ?? []} />
        </select>
        <button type="submit" className="button" disabled={!chosen}>
          Open
        </button>
      </form>
    </section>
  );
}
