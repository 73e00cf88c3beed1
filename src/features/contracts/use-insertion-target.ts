// The insertion a link points at (`/contracts/:id#insertion-N`): once its row is on the page (the
// contract loads asynchronously), it is scrolled into view and focused, once per address.
// The server never sees the hash, so its HTML has no target: while hydrating, the browser renders
// none either (a class only the browser would add is not patched in by hydration), then renders
// again with the hash.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Insertion } from '../../domain/insertion-types';
import { insertionHash, insertionOfHash } from '../../app/paths';

const subscribe = () => () => {};
const hashKnown = () => true;
const hashUnknown = () => false;

/** The targeted insertion's id when it is one of `insertions`, else null. */
export function useInsertionTarget(insertions: readonly Insertion[]): number | null {
  const { hash, key } = useLocation();
  const known = useSyncExternalStore(subscribe, hashKnown, hashUnknown);
  const wanted = known ? insertionOfHash(hash) : null;
  const target = wanted !== null && insertions.some((i) => i.id === wanted) ? wanted : null;
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (target === null || done.current === key) return;
    const element = document.getElementById(insertionHash(target));
    if (!element) return;
    done.current = key;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [target, key]);

  return target;
}
