// Which answers the server gave from its copy of the account (the mirror: `x-gateway-cache:
// mirror`, read as of `x-gateway-stored-at`), so a page can say "as of 10:42" and offer a
// Refresh that asks the API once for those answers (Cache-Control: no-cache on their next request).
import { answerNotes, type NotesByUrl } from './answer-notes';

export interface MirrorAnswer {
  /** When the server last read what the answer holds, ms since the epoch. */
  asOf: number;
  /** The page (path and query) the answer was asked for. */
  page: string;
}

/** The mirror's answers of a server-rendered page, by the URL they answered. */
export type MirrorAnswersByUrl = NotesByUrl<MirrorAnswer>;

const refreshing = new Set<string>();

/**
 * Reference lists (products, users, sizes, rates, sections, types) are named by every page and
 * told apart by their own notice when old (reference-age.tsx): the as-of is the page's records'.
 */
const REFERENCE = /\/(products|adSizes|adRates|sections|invoiceLineItemTypes|users)(\/|\?|$)/;

/** The mirror answer of a page's record or list an answer's headers describe, or null. */
export function mirrorAnswerOf(url: string, headers: Headers, page: string): MirrorAnswer | null {
  if (headers.get('x-gateway-cache') !== 'mirror' || REFERENCE.test(url)) return null;
  const asOf = Date.parse(headers.get('x-gateway-stored-at') ?? '');
  return Number.isNaN(asOf) ? null : { asOf, page };
}

const answers = answerNotes(mirrorAnswerOf);
export const {
  note: noteMirrorAnswer,
  seed: seedMirrorAnswers,
  subscribe: subscribeMirrorAnswers,
  current: mirrorAnswers,
} = answers;

/** The next request of each of this page's mirror answers asks the API (once). */
export function refreshPage(page: string): void {
  for (const [url, answer] of answers.byUrl) if (answer.page === page) refreshing.add(url);
}

/** Whether this request is a Refresh: true once after refreshPage named its URL. */
export function takeRefresh(url: string): boolean {
  return refreshing.delete(url);
}

/** For tests. */
export function clearMirrorAnswers(): void {
  answers.clear();
  refreshing.clear();
}
