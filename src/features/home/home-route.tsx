// Home: go to a contract or an invoice by number, and the records viewed lately on this browser.
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { productListQuery } from '../../api/products';
import { paths } from '../../app/paths';
import { GoToRecord } from '../../components/go-to-record';
import { PageHeader } from '../../components/page-header';
import { RecentRecordLine } from '../../components/recent-record-line';
import { useMayOpen } from '../../lib/access';
import { clearRecent, useRecent } from '../../lib/recent';
import { HomeFigures, homeFiguresQuery } from './home-figures';
import { RecentChanges, homeChangesQuery } from './recent-changes';
import { TodayLinks } from './today-links';
import { WatchedChanges } from './watched-changes';
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
