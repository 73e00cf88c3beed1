// What the server sends when the page's data takes longer than it may wait (SSR_WAIT_MS): the
// header and the page's skeleton at once; the browser then renders the page itself (no hydration).
// `early`: the copy streamed before the root while the data is awaited (server/ssr.ts streamPage).
import { PageSkeleton } from './page-skeleton';

export function ShellFallback({ early = false }: { early?: boolean }) {
  return (
    <>
      <header className="app-header">
        <a href="/" className="app-brand">
          Ad-sales viewer
        </a>
        <nav aria-label="Main" className="app-nav" />
        <div className="app-header__tools app-header__tools--pending" />
      </header>
      {/* The early copy (server/ssr.ts) is hidden once the root comes: it leaves the id to the root's. */}
      <main id={early ? undefined : 'main'} className="app-main">
        <PageSkeleton />
      </main>
    </>
  );
}
