// TanStack Virtual's virtualizer, loaded once the page has started. Until then (on the server,
// while hydrating, and while its chunk loads) the hook gives null and the table shows its first
// rows; the same component renders both, so the rows React hydrated stay in the DOM when the
// virtualizer takes over. (A lazily loaded rows component in their place remounted them twice:
// the work of mounting them was done again, and a click at that moment found its link gone.)
// The hook is react-virtual's useVirtualizer with the class loaded later: the same options, the
// same layout effects.
import type { Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import { startTransition, useEffect, useLayoutEffect, useReducer, useState } from 'react';

type Core = typeof import('./virtual-core');
type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;
/** The virtualizer and the box's size and scroll when it was made (its initial ones, kept). */
interface Made {
  core: Core;
  rect: { width: number; height: number };
  offset: number;
  virtualizer: RowVirtualizer;
}
export type LazyVirtualizerOptions = Pick<
  VirtualizerOptions<HTMLDivElement, HTMLTableRowElement>,
  'count' | 'estimateSize' | 'overscan' | 'measureElement'
> & {
  /** The scrolling box (state: it is attached after the table first mounts). */
  scrollElement: HTMLDivElement | null;
  /** False on the server and while hydrating: the rows stay as rendered there. */
  active: boolean;
};

let loaded: Core | undefined;
let loading: Promise<Core> | undefined;
const loadCore = () =>
  (loading ??= import('./virtual-core').then(
    (core) => (loaded = core),
    (error: unknown) => {
      loading = undefined; // the next table asks again
      throw error;
    },
  ));

export function useLazyVirtualizer({
  scrollElement,
  active,
  ...options
}: LazyVirtualizerOptions): RowVirtualizer | null {
  const [core, setCore] = useState(loaded);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!active || core) return;
    let current = true;
    loadCore().then(
      // A transition: the rows in view are made again in slices, not in the task the chunk arrived in.
      (module) => current && startTransition(() => setCore(module)),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [active, core]);
  // A chunk that cannot be loaded (offline, a new release) is the route's error, as a lazy
  // component's would be: not a table cut at its first rows.
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));

  const rerender = useReducer((n: number) => n + 1, 0)[1];
  const optionsWith = ({ core, rect, offset }: Omit<Made, 'virtualizer'>) => ({
    ...options,
    getScrollElement: () => scrollElement,
    observeElementRect: core.observeElementRect,
    observeElementOffset: core.observeElementOffset,
    scrollToFn: core.elementScroll,
    initialRect: rect,
    initialOffset: offset,
    // What the virtualizer wants at once (`sync`: while scrolling, or a measurement that moved the
    // scroll position) re-renders in an ordinary update instead of a synchronous one inside the
    // scroll event. Anything else (rows measured as they mount, the box resized) in a transition: a
    // measurement made while React commits rows would otherwise re-render them synchronously in that
    // same task, and again for each row the new sizes bring into view.
    onChange: (_instance: RowVirtualizer, sync: boolean) =>
      sync ? rerender() : startTransition(rerender),
  });
  // Made knowing the box's size and scroll: its first window is the rows in view (not none until it
  // has measured the box: the rows shown meanwhile were removed and mounted again), at the place
  // people may have scrolled the first rows to before it loaded.
  const [made, setMade] = useState<Made>();
  let ready = made;
  if (!ready && active && core && scrollElement) {
    const start = {
      core,
      rect: { width: scrollElement.clientWidth, height: scrollElement.clientHeight },
      offset: scrollElement.scrollTop,
    };
    ready = { ...start, virtualizer: new core.Virtualizer(optionsWith(start)) };
    setMade(ready); // React's pattern for state that follows props
  }
  ready?.virtualizer.setOptions(optionsWith(ready));
  // The effects read the state: once committed it is `ready`.
  const virtualizer = made?.virtualizer;
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });
  return ready?.virtualizer ?? null;
}
