// The browser entry: apply the remembered theme, then take over the page the server rendered
// (hydrate its query cache and router state, load the matched routes' code, hydrateRoot), or
// render it here when the server sent no state (static hosting, or data slower than SSR_WAIT_MS).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { loadConfig } from './api/client';
import { seedAnswerNotes } from './api/answer-notes';
import { createQueryClient } from './api/query-client';
import { App, createPersistedQueryClient } from './app/app';
import { keyThisHistoryEntry } from './app/history-entry';
import { createRouter, createRoutes, loadMatchedRoutes } from './app/router';
import { hydrateQueries, readServerState } from './app/server-state';
import { screenHintIn, ScreenHintContext } from './components/phone-columns';
import { applyStoredTheme } from './lib/theme';
import { setServerToday } from './lib/use-today';
import './styles.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * Lets the browser paint and handle input before the next step: evaluating the app's modules, reading
 * the server's state and hydrating are each a task of their own, not one long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

applyStoredTheme();
keyThisHistoryEntry();
// The header and skeleton the server sent ahead of a slow page (CSS already hides them).
document.getElementById('early-shell')?.remove();
await nextTask();
const serverState = readServerState(document);
const queryClient = serverState ? createQueryClient() : createPersistedQueryClient();
const root = document.getElementById('root')!;
const routes = createRoutes(queryClient);
// Ask for the API's addresses now, in parallel with the first route's chunks, not after them. The
// configuration the server wrote into the page is read at once (no await comes before it): the
// account's currency is then set before hydration, so amounts read as the server wrote them.
loadConfig().catch(() => {
  // A failure is not remembered: the first query asks again and shows the error in place.
});

if (serverState) {
  hydrateQueries(queryClient, serverState.queries);
  if (Array.isArray(serverState.answerNotes)) seedAnswerNotes(serverState.answerNotes);
  setServerToday(typeof serverState.today === 'string' ? serverState.today : null);
  // Read by createBrowserRouter, which turns the route errors back into what they were.
  window.__staticRouterHydrationData = serverState.router;
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createRouter(queryClient, routes);
  await nextTask();
  // In a transition: React hydrates in small tasks, yielding to the browser between them, so a
  // long page never blocks a tap or a scroll for its whole hydration.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        {/* The screen the server rendered for: the tables hydrate the same layout. */}
        <ScreenHintContext value={screenHintIn(serverState.screen)}>
          <App queryClient={queryClient} router={router} restoreReferences />
        </ScreenHintContext>
      </StrictMode>,
    );
  });
} else {
  const router = createRouter(queryClient, routes);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
