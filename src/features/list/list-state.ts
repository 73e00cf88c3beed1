// What the lists paged by the API (contracts, invoices) share in their URL state.
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The page sizes offered. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** The named values, those not set included (as undefined: applied, they clear the filter). */
export function pickValues<V, K extends keyof V>(values: V, names: readonly K[]): Pick<V, K> {
  return Object.fromEntries(names.map((name) => [name, values[name]])) as Pick<V, K>;
}

/** How many of the named values are set (for "Filters (n)"); `false` is not set. */
export function countSet<V>(values: V, names: readonly (keyof V)[]): number {
  return names.filter((name) => values[name] !== undefined && values[name] !== false).length;
}

/**
 * The list's routes' `shouldRevalidate`: moving within the list (page, sort, filter) does not run
 * the loader; the list on screen loads the new page behind the dimmed current one instead of
 * holding the navigation.
 */
export const revalidateOffList =
  (path: string) =>
  ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
    !(currentUrl.pathname === path && nextUrl.pathname === path);
