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

/** `what` names the thing that failed, e.g. "Contract 12" or "the invoice list". */
export function describeError(error: unknown, what: string): ErrorText {
  if (isCancelledError(error)) {
    return {
      title: `Stopped waiting for ${what}`,
      detail: 'The wait was cancelled before the API answered; nothing was loaded.',
      canRetry: true,
    };
  }
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : String(error);
    return { title: `${capitalise(what)} could not be shown`, detail: message, canRetry: true };
  }
  switch (error.kind) {
    case 'parse':
      return {
        title: `${capitalise(what)} could not be read`,
        detail:
          `The answer from ${error.endpoint} did not have the expected shape` +
          (error.recordId ? ` (record ${error.recordId}` : '') +
          (error.fieldPath
            ? `${error.recordId ? ', ' : ' ('}field ${error.fieldPath})`
            : error.recordId
              ? ')'
              : '') +
          `: ${error.message}`,
        canRetry: true,
      };
    case 'timeout':
      return {
        title: `${capitalise(what)} took too long`,
        detail: `${error.message}. It was tried again without success.`,
        canRetry: true,
      };
    case 'network':
      return {
        title: `${capitalise(what)} could not be loaded`,
        detail: `${error.message}. Check the connection to the viewer's server.`,
        canRetry: true,
      };
    case 'http':
      break;
  }
  const status = error.status ?? 0;
  // The viewer's own server's views of its copy of the account (src/api/view-query.ts).
  if (error.endpoint.startsWith(VIEW_ENDPOINT)) {
    if (error.message === NEEDS_SERVER) {
      return {
        title: "This page needs the viewer's server",
        detail: NEEDS_SERVER,
        canRetry: false,
      };
    }
    if (status === 503) {
      return {
        title: 'The server has not read the account yet',
        detail: error.message,
        canRetry: true,
      };
    }
  }
  // The viewer's own server refusing a person's role (server/auth), not the API refusing its key.
  if (status === 403 && error.message.startsWith('Not for your role')) {
    return {
      title: `${capitalise(what)}: not for your role`,
      detail: error.message,
      canRetry: false,
    };
  }
  if (status === 403) {
    return {
      title: 'The API refused the server’s credentials (403)',
      detail:
        'The API key or password the server uses was rejected. An administrator must check ' +
        `API_KEY and API_PASSWORD on the server. (${error.message})`,
      canRetry: true,
    };
  }
  if (status === 404) {
    return {
      title: `${capitalise(what)}: not found (404)`,
      detail: `The API answered 404: ${error.message}`,
      canRetry: false,
    };
  }
  if (status === 429) {
    const wait = error.retryAfterSeconds ?? 60;
    const retry = `Retry after ${waitText(wait)}; nothing is retried automatically.`;
    // This server's own limits on the team (server/gateway/quota.ts) say so in x-gateway-refusal;
    // anything else is the API refusing the account. The header's meter counts the team's
    // requests here, so the two must not read as one: each says whose limit it is.
    const team = TEAM_LIMITS[error.refusal ?? ''];
    if (team) {
      return {
        title: `${team} (429)`,
        detail:
          `${error.message} This is this server’s limit on the team’s requests (the meter in ` +
          `the header), not the API’s. ${retry}`,
        waitSeconds: wait,
        canRetry: true,
      };
    }
    return {
      title: 'The account’s rate limit is reached (429)',
      // The API's own words, unless it gave none.
      detail:
        (/^The API answered 429/.test(error.message) ? '' : `The API said: ${error.message}. `) +
        'The API itself refused: it allows 5,000 requests a day for the whole account, counted ' +
        'across every program that uses it, so it can refuse while this server’s meter still ' +
        `shows requests left. ${retry}`,
      waitSeconds: wait,
      canRetry: true,
    };
  }
  // A gateway timeout (the proxy or upstream gave up waiting) is a timeout to the person reading.
  if (status === 504) {
    return {
      title: `${capitalise(what)} took too long`,
      detail: `The API did not answer in time (504: ${error.message}). It was tried again without success.`,
      canRetry: true,
    };
  }
  if (status >= 500) {
    return {
      title: `The API failed while loading ${what} (${status})`,
      detail: `${error.message}. It was tried again without success.`,
      canRetry: true,
    };
  }
  return {
    title: `The API rejected the request for ${what} (${status})`,
    detail: error.message,
    canRetry: true,
  };
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
