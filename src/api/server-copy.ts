// Which answers came from the server's older copy (the gateway says so in headers when the API
// failed or the quota is held), so a page can say "shown from the server's copy of 14:02".
import { answerNotes, type NotesByUrl } from './answer-notes';

export interface ServerCopy {
  /** When the server fetched the copy, ms since the epoch. */
  storedAt: number;
  /** When the browser received it (the copy's age is told as of then). */
  receivedAt: number;
  /** The gateway's reason, e.g. `timeout`, `quota`. */
  reason: string;
  /** The page (path and query) the answer was asked for. */
  page: string;
}

/** The copy an answer's headers describe, if the gateway answered from its stale copy. */
export function serverCopyOf(headers: Headers, page: string): ServerCopy | null {
  if (headers.get('x-gateway-cache') !== 'stale') return null;
  const storedAt = Date.parse(headers.get('x-gateway-stored-at') ?? '');
  if (Number.isNaN(storedAt)) return null;
  return {
    storedAt,
    receivedAt: Date.now(),
    reason: headers.get('x-gateway-stale-reason') ?? '',
    page,
  };
}

/** The stale copies of a server-rendered page (its state), by the URL they answered. */
export type ServerCopiesByUrl = NotesByUrl<ServerCopy>;

export const {
  note: noteServerCopy,
  seed: seedServerCopies,
  subscribe: subscribeServerCopies,
  current: serverCopies,
  clear: clearServerCopies,
} = answerNotes((_url, headers, page) => serverCopyOf(headers, page));

/** Why the server answered from its copy, in words that finish "…: ". */
export function serverCopyReason(reason: string): string {
  switch (reason) {
    case 'timeout':
    case 'unreachable':
      return 'the API did not answer';
    case 'upstream-error':
      return 'the API answered with an error';
    case 'not-json':
    case 'too-large':
      return 'the API’s answer could not be used';
    case 'rate-limited':
      return 'the account’s rate limit is reached';
    case 'quota':
      return 'the team’s daily quota of API requests is spent';
    case 'reserve':
      return 'the rest of the day’s quota is kept for opening pages';
    case 'share':
      return 'you have used your share of the day’s API requests';
    case 'store':
      return 'the server cannot record API requests just now';
    default:
      return 'the API could not be asked';
  }
}
