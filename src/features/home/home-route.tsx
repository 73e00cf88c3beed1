// Home: go to a contract or an invoice by number, and the records viewed lately on this browser.
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { productListQuery } from '../../api/products';
import { paths } from '../../app/paths';
import { GoToRecord } from '../../components/go-to-record';
import { PageHeader } from '../../components/page-header';
import { RecentRecordLine } from '../../components/recent-record-line';
import { clearRecent, useRecent } from '../../lib/recent';
import { RecentChanges, homeChangesQuery } from './recent-changes';
import { TodayLinks } from './today-links';
import { WatchedChanges } from './watched-changes';
import './home.css';

/** The products of the availability chooser (cached reference data) and the newest changes, in the page's HTML. */
export async function prefetch(queryClient: QueryClient) {
  await Promise.all([
    queryClient.ensureQueryData(productListQuery()),
    // The newest changes (the server's mirror); a failure shows in place.
    queryClient.prefetchQuery(homeChangesQuery()),
  ]);
}

export function Component() {
  const recent = useRecent();
  return (
    <div className="home">
      <PageHeader
        title="Ad-sales viewer"
        subtitle="Products, contracts, insertions, invoices and users of the account, read-only."
      />
      <section aria-labelledby="home-goto" className="home__card">
        <h2 id="home-goto">Go to a contract or an invoice</h2>
        <GoToRecord label="Go to a contract or an invoice" />
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
          <li>
            <Link to={paths.products.href()}>Products</Link>: ad sizes, rates and sections
          </li>
          <li>
            <Link to={paths.contracts.href()}>Contracts</Link>: find by number or through insertions
          </li>
          <li>
            <Link to={paths.insertions.href()}>Insertions</Link>: everything sold, filtered
          </li>
          <li>
            <Link to={paths.invoices.href()}>Invoices</Link>: filtered, sorted and paged
          </li>
          <li>
            <Link to={paths.users.href()}>Users</Link> and their roles
          </li>
        </ul>
      </section>
    </div>
  );
}
