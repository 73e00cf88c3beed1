// The frame of every page: header with navigation, the go-to box, theme toggle, progress bar.
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { loadConfig } from '../api/client';
import { GoToRecord } from '../components/go-to-record';
import { GoAnywhere } from './go-anywhere';
import { paths } from './paths';
import { MainNav } from './main-nav';
import { ProgressBar } from './progress-bar';
import { QuotaMeter } from './quota-meter';
import { RoleGuard } from './role-guard';
import { SignedInAs } from './signed-in-as';
import { ThemeToggle } from './theme-toggle';
import { useReturnPosition } from './use-return-position';
import type { MouseEvent } from 'react';
import './layout.css';

function skipToResults(event: MouseEvent<HTMLAnchorElement>) {
  const row = document.querySelector<HTMLElement>('#main tr[data-row][tabindex="0"]');
  if (!row) return;
  event.preventDefault();
  row.focus();
}

export function Layout() {
  const config = useQuery({ queryKey: ['config'], queryFn: loadConfig, staleTime: Infinity });
  useReturnPosition();
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
        <MainNav />
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
