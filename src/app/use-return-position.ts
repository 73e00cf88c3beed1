// Back and Forward return people where they were: the scroll of a table's own scrolling box and
// the focus on the row link they followed. (The window's scroll is ScrollRestoration's job.)
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

interface Position {
  /** The href of the link followed from this entry. */
  href?: string;
  /** scrollTop of each `[data-scroll-key]` box by its key. */
  boxes: Record<string, number>;
}

const positions = new Map<string, Position>();
/** How long a restore waits for the page's rows to be rendered (data from cache is at once). */
const RESTORE_WAIT_MS = 3000;

function positionOf(key: string): Position {
  let position = positions.get(key);
  if (!position) {
    position = { boxes: {} };
    positions.set(key, position);
  }
  return position;
}

export function useReturnPosition(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  // Record as people go: which link they followed, how far each table box is scrolled.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('#main a[href]');
      if (!link) return;
      const position = positionOf(currentKey.current);
      position.href = link.getAttribute('href') ?? undefined;
      // The boxes as they are now: a box scrolled before the app had taken over the server's page
      // (its scroll events came before these listeners) is kept too.
      for (const box of document.querySelectorAll<HTMLElement>('#main [data-scroll-key]')) {
        position.boxes[box.dataset.scrollKey!] = box.scrollTop;
      }
    };
    const onScroll = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLElement) || !box.dataset.scrollKey) return;
      positionOf(currentKey.current).boxes[box.dataset.scrollKey] = box.scrollTop;
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, []);

  useEffect(() => {
    currentKey.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType !== 'POP' || !saved) return;
    const pendingBoxes = new Set(Object.keys(saved.boxes));
    let focused = saved.href === undefined;
    const deadline = performance.now() + RESTORE_WAIT_MS;
    let frame = 0;
    const step = () => {
      for (const key of pendingBoxes) {
        const box = document.querySelector<HTMLElement>(`[data-scroll-key="${CSS.escape(key)}"]`);
        if (box && box.scrollHeight - box.clientHeight >= saved.boxes[key]!) {
          box.scrollTop = saved.boxes[key]!;
          pendingBoxes.delete(key);
        }
      }
      if (!focused && pendingBoxes.size === 0) {
        const link = document.querySelector<HTMLElement>(
          `#main a[href="${CSS.escape(saved.href!)}"]`,
        );
        if (link) {
          link.focus({ preventScroll: true });
          focused = true;
        }
      }
      if ((pendingBoxes.size > 0 || !focused) && performance.now() < deadline) {
        frame = requestAnimationFrame(step);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [location.key, navigationType]);
}
