// Which columns a DataTable keeps on a phone. The key columns stay in the row; the others are
// hidden there and shown as label: value pairs under the row (data-table-rows.tsx), so a list never
// needs a sideways scroll to reach its number, name, total or status.
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { createContext, startTransition, use, useEffect, useMemo, useState } from 'react';

/** Below this width a table shows its key columns only (about a phone held upright). */
export const PHONE_QUERY = '(max-width: 600px)';

/** When no column is marked key, this many leading columns are: usually the record and its name. */
export const DEFAULT_KEY_COLUMNS = 2;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function columnId(def: ColumnDef<any, any>): string | undefined {
  if (def.id) return def.id;
  const key = (def as { accessorKey?: unknown }).accessorKey;
  return typeof key === 'string' ? key.replaceAll('.', '_') : undefined;
}

/** TanStack's visibility state for a phone: every detail column hidden. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function phoneVisibility(columns: readonly ColumnDef<any, any>[]): VisibilityState {
  const visibility: VisibilityState = {};
  // A table that names its key columns keeps those only; one that names none keeps its first two.
  const named = columns.some((def) => def.meta?.phone === 'key');
  columns.forEach((def, index) => {
    const id = columnId(def);
    if (id === undefined) return;
    const role = def.meta?.phone ?? (!named && index < DEFAULT_KEY_COLUMNS ? 'key' : 'detail');
    if (role === 'detail') visibility[id] = false;
  });
  return visibility;
}

/** Which columns show, and how the choice between the phone and the wide layout is made. */
export interface PhoneLayout {
  /** TanStack's visibility state: the detail columns hidden when the screen is known to be a phone. */
  columnVisibility: VisibilityState;
  /**
   * Set while the screen is not known (the server's HTML and its hydration): every column is in
   * the row and the details are under it too, and CSS (data-table.css, PHONE_QUERY) shows one or
   * the other. These are the detail columns' ids. Null once the screen is known: the table then
   * holds only what it shows, and as the CSS showed it, so nothing moves at hydration.
   */
  cssDetails: ReadonlySet<string> | null;
}

/**
 * What the server was told of the screen: Chromium browsers send `Sec-CH-UA-Mobile` with every
 * request, `?1` on a phone and `?0` elsewhere. The server renders that screen's layout alone (a
 * phone's, or the wide one), and the browser hydrates it from the same value (the page's state).
 * Without the header (Safari, Firefox): null, both layouts, for CSS to pick. The media query then
 * decides: a phone held sideways is wider than PHONE_QUERY, and shows the phone's layout until the
 * page has started, then the wide one; a desktop window narrower than it, the other way round.
 */
export type ScreenHint = 'phone' | 'wide' | null;
export const ScreenHintContext = createContext<ScreenHint>(null);

/** The hint in a page request's headers (server/ssr.ts). */
export const screenHintOf = (mobileHeader: string | null | undefined): ScreenHint =>
  mobileHeader === '?1' ? 'phone' : mobileHeader === '?0' ? 'wide' : null;

/** The hint as the page's state carries it (anything else: not known). */
export const screenHintIn = (value: unknown): ScreenHint =>
  value === 'phone' || value === 'wide' ? value : null;

/** The screen once known in this tab: a table mounted after the first hydration starts with it. */
let knownPhone: boolean | null = null;

/**
 * Whether the screen is a phone's: on the server and while hydrating, what the server was told
 * (ScreenHintContext: a phone, a wide screen or not known), then the media query, kept current as
 * the window resizes. The change from the hint is a transition, so dropping the layout CSS hid is
 * done in small tasks after hydration (a store's snapshot would re-render every table in one long
 * task).
 */
function usePhoneScreen(): boolean | null {
  const hint = use(ScreenHintContext);
  const [phone, setPhone] = useState<boolean | null>(
    knownPhone ?? (hint === null ? null : hint === 'phone'),
  );
  useEffect(() => {
    const list = window.matchMedia(PHONE_QUERY);
    const update = () => {
      knownPhone = list.matches;
      startTransition(() => setPhone(list.matches));
    };
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return phone;
}

/** The layout for the current screen: all columns on a wide one, both layouts while unknown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePhoneLayout(columns: readonly ColumnDef<any, any>[]): PhoneLayout {
  const phone = usePhoneScreen();
  return useMemo(
    () =>
      phone === null
        ? {
            columnVisibility: ALL_COLUMNS,
            cssDetails: new Set(Object.keys(phoneVisibility(columns))),
          }
        : { columnVisibility: phone ? phoneVisibility(columns) : ALL_COLUMNS, cssDetails: null },
    [phone, columns],
  );
}

const ALL_COLUMNS: VisibilityState = {};
