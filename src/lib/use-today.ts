// Today's date (YYYY-MM-DD) for rendering "past due", ages and "today" marks, the same on the server
// and in the browser's first render: a server-rendered page is hydrated with the server's date (in
// its state), both the account's (ACCOUNT_TIME_ZONE, in the configuration: format.ts todayIso); it
// is re-rendered only if the day turned between the render and the hydration.
import { useSyncExternalStore } from 'react';
import { todayIso } from '../domain/format';

let serverToday: string | null = null;

/** The server's date from the page's state, used while hydrating (src/main.tsx). */
export function setServerToday(today: string | null): void {
  serverToday = today;
}

const subscribe = () => () => {};
const browserToday = () => todayIso();
const renderedToday = () => serverToday ?? todayIso();

export function useToday(): string {
  return useSyncExternalStore(subscribe, browserToday, renderedToday);
}
