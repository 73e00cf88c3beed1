// The frame of every page: header with navigation, the go-to box, theme toggle, progress bar.
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { loadConfig } from '../api/client';
import { GoToRecord } from '../components/go-to-record';
import { GoAnywhere } from './go-anywhere';
import { paths } from '../lib/paths';
import { accessQuery, forbiddenSection } from './access';
import { ProgressBar } from './progress-bar';
import { QuotaMeter } from './quota-meter';
import { RoleGuard } from './role-guard';
import { SignedInAs } from './signed-in-as';
import { ThemeToggle } from './theme-toggle';
import { useReturnPosition } from './use-return-position';
import './layout.css';

const NAV = [
  { to: paths.products.path, label: 'Products' },
  { to: paths.contracts.path, label: 'Contracts' },
  { to: paths.insertions.path, label: 'Insertions' },
  { to: paths.schedule.path, label: 'Run sheet' },
  { to: paths.renewals.path, label: 'Renewals' },
  { to: paths.invoices.path, label: 'Invoices' },
  { to: paths.advertisers.path, label: 'Advertisers' },
  { to: paths.receivables.path, label: 'Receivables' },
  { to: paths.bookings.path, label: 'Bookings' },
  { to: paths.pacing.path, label: 'Pacing' },
  { to: paths.changes.path, label: 'What changed' },
  { to: paths.users.path, label: 'Users' },
];

export function Layout() {
  const config = useQuery({ queryKey: ['config'], queryFn: loadConfig, staleTime: Infinity });
  useReturnPosition();
  const access = useQuery(accessQuery());
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
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
        <nav aria-label="Main" className="app-nav">
          <ul>
            {NAV.filter((item) => !forbiddenSection(access.data, item.to)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
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
