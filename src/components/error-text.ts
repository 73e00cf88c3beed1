// Turns any failure into the words a person needs: what failed, why, and whether retrying helps.
import { isCancelledError } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { NEEDS_SERVER, VIEW_ENDPOINT } from '../api/view-query';

export interface ErrorText {
  title: string;
  detail: string;
  /** Seconds to wait before a retry makes sense (429). */
  waitSeconds?: number;
  canRetry: boolean;
}

const said = (title: string, detail: string, canRetry = true): ErrorText => ({
  title,
  detail,
  canRetry,
});

/** `what` names the thing that failed, e.g. "Contract 12" or "the invoice list". */
export function describeError(error: unknown, what: string): ErrorText {
  if (isCancelledError(error)) {
    return said(
      `Stopped waiting for ${what}`,
      'The wait was cancelled before the API answered; nothing was loaded.',
    );
  }
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : String(error);
    return said(`${capitalise(what)} could not be shown`, message);
  }
  switch (error.kind) {
    case 'parse':
      return said(
        `${capitalise(what)} could not be read`,
        `The answer from ${error.endpoint} did not have the expected shape` +
          (error.recordId ? ` (record ${error.recordId}` : '') +
          (error.fieldPath
            ? `${error.recordId ? ', ' : ' ('}field ${error.fieldPath})`
            : error.recordId
              ? ')'
              : '') +
          `: ${error.message}`,
      );
    case 'timeout':
      return said(
        `${capitalise(what)} took too long`,
        `${error.message}. It was tried again without success.`,
      );
    case 'network':
      return said(
        `${capitalise(what)} could not be loaded`,
        `${error.message}. Check the connection to the viewer's server.`,
      );
    case 'http':
      break;
  }
  const status = error.status ?? 0;
  // The viewer's own server's views of its copy of the account (src/api/view-query.ts).
  if (error.endpoint.startsWith(VIEW_ENDPOINT)) {
    if (error.message === NEEDS_SERVER) {
      return said("This page needs the viewer's server", NEEDS_SERVER, false);
    }
    if (status === 503) {
      return said('The server has not read the account yet', error.message);
    }
  }
  // The viewer's own server refusing a person's role (server/auth), not the API refusing its key.
  if (status === 403 && error.message.startsWith('Not for your role')) {
    return said(`${capitalise(what)}: not for your role`, error.message, false);
  }
  if (status === 403) {
    return said(
      'The API refused the server’s credentials (403)',
      'The API key or password the server uses was rejected. An administrator must check ' +
        `API_KEY and API_PASSWORD on the server. (${error.message})`,
    );
  }
  if (status === 404) {
    return said(
      `${capitalise(what)}: not found (404)`,
      `The API answered 404: ${error.message}`,
      false,
    );
  }
  if (status === 429) {
    const wait = error.retryAfterSeconds ?? 60;
    const retry = `Retry after ${waitText(wait)}; nothing is retried automatically.`;
    // This server's own limits on the team (server/gateway/admission.ts) say so in x-gateway-refusal;
    // anything else is the API refusing the account. The header's meter counts the team's
    // requests here, so the two must not read as one: each says whose limit it is.
    const team = TEAM_LIMITS[error.refusal ?? ''];
    if (team) {
      const detail =
        `${error.message} This is this server’s limit on the team’s requests (the meter in ` +
        `the header), not the API’s. ${retry}`;
      return { ...said(`${team} (429)`, detail), waitSeconds: wait };
    }
    // The API's own words, unless it gave none.
    const detail =
      (/^The API answered 429/.test(error.message) ? '' : `The API said: ${error.message}. `) +
      'The API itself refused: it allows 5,000 requests a day for the whole account, counted ' +
      'across every program that uses it, so it can refuse while this server’s meter still ' +
      `shows requests left. ${retry}`;
    return { ...said('The account’s rate limit is reached (429)', detail), waitSeconds: wait };
  }
  // A gateway timeout (the proxy or upstream gave up waiting) is a timeout to the person reading.
  if (status === 504) {
    return said(
      `${capitalise(what)} took too long`,
      `The API did not answer in time (504: ${error.message}). It was tried again without success.`,
    );
  }
  if (status >= 500) {
    return said(
      `The API failed while loading ${what} (${status})`,
      `${error.message}. It was tried again without success.`,
    );
  }
  return said(`The API rejected the request for ${what} (${status})`, error.message);
}

/** The server's refusals that are the team's quota on this server, by x-gateway-refusal. */
const TEAM_LIMITS: Record<string, string> = {
  quota: 'The team’s daily quota on this server is spent',
  reserve: 'The rest of the team’s quota on this server is kept for opening pages',
  share: 'Your share of the team’s quota on this server is used up',
};

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.round(seconds / 3600)} hours`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
