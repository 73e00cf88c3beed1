// A module of its own: the fetcher (fetcher.ts) and the answers (respond.ts) both name it, and
// respond.ts imports the fetcher's Outcome: neither imports the other for it.
/** Why an answer came from an older copy; the app turns these into words. */
export type StaleReason =
  | 'upstream-error'
  | 'timeout'
  | 'unreachable'
  | 'not-json'
  | 'too-large'
  | 'rate-limited'
  | 'quota'
  | 'reserve'
  | 'share'
  /** The store cannot record a call (a full disk): the API is not asked. */
  | 'store';
