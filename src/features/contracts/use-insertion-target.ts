// The insertion a link points at (`/contracts/:id#insertion-N`): once its row is on the page (the
// contract loads asynchronously), it is scrolled into view and focused, once per address.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Insertion } from '../../api/insertions';
import { insertionHash, insertionOfHash } from '../../app/paths';

/** The targeted insertion's id when it is one of `insertions`, else null. */
export function useInsertionTarget(insertions: readonly Insertion[]): number | null {
  const { hash, key } = useLocation();
  const wanted = insertionOfHash(hash);
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
