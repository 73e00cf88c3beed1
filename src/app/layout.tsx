// The frame of every page: header with navigation, the go-to box, theme toggle, progress bar.
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { loadConfig } from '../api/client';
import { GoToRecord } from '../components/go-to-record';
import { GoAnywhere } from './go-anywhere';
import { paths } from './paths';
import { accessQuery, forbiddenSection } from './access';
import { ProgressBar } from './progress-bar';
import { QuotaMeter } from './quota-meter';
import { RoleGuard } from './role-guard';
import { SignedInAs } from './signed-in-as';
import { ThemeToggle } from './theme-toggle';
import { useReturnPosition } from './use-return-position';
import { WatchingMark } from '../features/watching/watching-mark';
import { useEffect, useRef, type MouseEvent } from 'react';
import './layout.css';

const NAV = [
  { to: paths.products.path, label: 'Products' },
  { to: paths.contracts.path, label: 'Contracts' },
  { to: paths.insertions.path, label: 'Insertions' },
  { to: paths.schedule.path, label: 'Run sheet' },
  { to: paths.availability.path, label: 'Availability' },
  { to: paths.renewals.path, label: 'Renewals' },
  { to: paths.invoices.path, label: 'Invoices' },
  { to: paths.advertisers.path, label: 'Advertisers' },
  { to: paths.receivables.path, label: 'Receivables' },
  { to: paths.bookings.path, label: 'Bookings' },
  { to: paths.pacing.path, label: 'Pacing' },
  { to: paths.changes.path, label: 'What changed' },
  { to: paths.watching.path, label: 'Watching' },
  { to: paths.users.path, label: 'Users' },
];

function markMore({ currentTarget: nav }: { currentTarget: HTMLElement }) {
  const more = nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1;
  if (more) nav.dataset.more = '';
  else delete nav.dataset.more;
}

function skipToResults(event: MouseEvent<HTMLAnchorElement>) {
  const row = document.querySelector<HTMLElement>('#main tr[data-row][tabindex="0"]');
  if (!row) return;
  event.preventDefault();
  row.focus();
}

export function Layout() {
  const config = useQuery({ queryKey: ['config'], queryFn: loadConfig, staleTime: Infinity });
  useReturnPosition();
  const access = useQuery(accessQuery());
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the bar scrolls sideways: the page's own item is brought into view, and a fade on
  // the right says more items follow (data-more, layout.css) until the bar is scrolled to its end.
  useEffect(() => {
    const nav = navRef.current!;
    // The bar alone is scrolled (scrollIntoView would move the window too, and undo Back's place).
    const current = nav.querySelector('a[aria-current="page"]');
    if (current) {
      const bar = nav.getBoundingClientRect();
      const item = current.getBoundingClientRect();
      nav.scrollLeft += item.left - bar.left - (bar.width - item.width) / 2;
    }
    markMore({ currentTarget: nav });
  }, [pathname, access.data]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Past the filters to the page's first table row (its one Tab stop, row-keys.ts); to
          the content when the page has none. */}
      <a className="skip-link" href="#main" onClick={skipToResults}>
        Skip to results
      </a>
      <ProgressBar />
      <header className="app-header">
        <Link to={paths.home.href()} className="app-brand">
          Ad-sales viewer
        </Link>
        {config.data?.mode === 'demo' && (
          <span className="app-demo" title="The server is showing its embedded demo account">
            Demo<span className="app-demo__more"> data</span>
          </span>
        )}
        <nav aria-label="Main" className="app-nav" ref={navRef} onScroll={markMore}>
          <ul>
            {NAV.filter((item) => !forbiddenSection(access.data, item.to)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>
                  {item.label}
                  {item.to === paths.watching.path && <WatchingMark />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="app-header__tools">
          <GoAnywhere />
          <GoToRecord compact />
          <QuotaMeter />
          <ThemeToggle />
          <SignedInAs />
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <RoleGuard>
          <Outlet />
        </RoleGuard>
      </main>
      <ScrollRestoration />
    </>
  );
}
