// What the server says of its answers, kept by URL for the page they were asked for: that one came
// from its stale copy (server-copy.ts) or from its copy of the account (mirror-answers.ts). Pages
// read them with useSyncExternalStore.
const currentLocation = () =>
  typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
let pageOf: () => string = currentLocation;
let keeping = true;

/**
 * The shell says which page a request is for: during a navigation the loaders fetch for the page
 * being opened, not the one still on screen (src/app/router.tsx).
 */
export function setPageOf(provider: () => string): void {
  pageOf = provider;
}

/**
 * On the server (src/entry-server.tsx) these modules are shared by every request and every person:
 * nothing is kept there.
 */
export function keepNoAnswerNotes(): void {
  keeping = false;
}

/** The notes of a server-rendered page (its state), by the URL they answered. */
export type NotesByUrl<T> = [url: string, note: T][];

/** A store of notes: `of` reads an answer's note from its headers, null when it has none. */
export function answerNotes<T>(of: (url: string, headers: Headers, page: string) => T | null) {
  const byUrl = new Map<string, T>();
  let snapshot: readonly T[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    snapshot = [...byUrl.values()];
    for (const listener of listeners) listener();
  };
  return {
    byUrl: byUrl as ReadonlyMap<string, T>,
    /** Called by the fetch module for every good answer; any other answer clears the URL's. */
    note(url: string, headers: Headers): void {
      if (!keeping) return;
      const found = of(url, headers, pageOf());
      if (found) {
        byUrl.set(url, found);
        changed();
      } else if (byUrl.delete(url)) {
        changed();
      }
    },
    /** The browser starts with the notes the server's HTML was rendered from (src/main.tsx). */
    seed(notes: NotesByUrl<T>): void {
      for (const [url, found] of notes) byUrl.set(url, found);
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: (): readonly T[] => snapshot,
    /** For tests. */
    clear(): void {
      byUrl.clear();
      changed();
    },
  };
}
