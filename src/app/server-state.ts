// The state a server-rendered page carries to the browser: the query cache the server's loaders
// filled (TanStack Query's dehydrate) and the router's loader results and errors. It travels as a
// JSON data block, never run (no inline script, so the CSP keeps script-src 'self'), with `<`
// escaped so no value can close the element.
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router';
import { ApiError, type ApiErrorInit } from '../api/client';
import type { NotesByUrl } from '../api/answer-notes';
import type { ScreenHint } from '../components/phone-columns';
import { todayIso } from '../domain/format';

const STATE_ELEMENT_ID = 'viewer-state';

export interface ServerState {
  /** The server's date, which the browser's first render uses too (src/lib/use-today.ts). */
  today: string;
  queries: DehydratedState;
  router: HydrationState;
  /** The answers from the server's copies, for the page's notices (answer-notices.tsx). */
  answerNotes?: NotesByUrl;
  /** The screen the page was rendered for (phone-columns.ts): hydrated the same. */
  screen?: ScreenHint;
}

interface WireApiError extends ApiErrorInit {
  __type: 'ApiError';
}

/** An ApiError's fields (its own, and its message) and a mark the browser knows it by. */
function apiErrorToWire(error: ApiError): WireApiError {
  return { ...error, message: error.message, __type: 'ApiError' };
}

function isWireApiError(value: unknown): value is WireApiError {
  return (
    typeof value === 'object' && value !== null && (value as WireApiError).__type === 'ApiError'
  );
}

/** Route errors as react-router's own server rendering writes them (its client reads this shape). */
function routeErrorsToWire(errors: StaticHandlerContext['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) {
        const subType = error.name === 'Error' ? {} : { __subType: error.name };
        return [id, { message: error.message, __type: 'Error', ...subType }];
      }
      return [id, error];
    }),
  );
}

/**
 * What the browser needs to render the same page: answered queries and the failed ones (a part
 * that failed on the server shows the same error panel with Retry); queries still on their way
 * are left for the browser to ask.
 */
export function serverState(
  queryClient: QueryClient,
  context: StaticHandlerContext,
  answerNotes: NotesByUrl,
  /** Leaves out answered queries the page did not use (e.g. the names, read for every page). */
  keep: (query: Query) => boolean = () => true,
  screen: ScreenHint = null,
): ServerState {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      (query.state.status === 'success' || query.state.status === 'error') && keep(query),
  });
  for (const query of queries.queries) {
    if (query.state.error instanceof ApiError) {
      query.state = { ...query.state, error: apiErrorToWire(query.state.error) as never };
    }
  }
  return {
    today: todayIso(),
    queries,
    answerNotes,
    screen,
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: routeErrorsToWire(context.errors),
    },
  };
}

export function stateBlock(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** The server's state in this page, if the server rendered it (not with static hosting). */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null; // then rendered in the browser, as without it
  }
}

/** Fills the browser's query cache with the server's answers, its errors as the ApiErrors they were. */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isWireApiError(error)) {
      query.state = { ...query.state, error: new ApiError(error) as never };
    }
  }
  hydrate(queryClient, state);
}
