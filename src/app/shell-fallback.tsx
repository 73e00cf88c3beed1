// What the server sends when the page's data takes longer than it may wait (SSR_WAIT_MS): the
// header and the page's skeleton at once; the browser then renders the page itself (no hydration).
import { PageSkeleton } from './page-skeleton';

export function ShellFallback() {
  return (
    <>
      <header className="app-header">
        <a href="/" className="app-brand">
          Ad-sales viewer
        </a>
        <nav aria-label="Main" className="app-nav app-nav--pending" />
        <div className="app-header__tools app-header__tools--pending" />
      </header>
      <main id="main" className="app-main">
        <PageSkeleton />
      </main>
    </>
  );
}
