// Which columns a DataTable keeps on a phone. The key columns stay in the row; the others are
// hidden there and shown as label: value pairs under the row (data-table-rows.tsx), so a list never
// needs a sideways scroll to reach its number, name, total or status.
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useMediaQuery } from '../lib/use-media-query';

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

/** The visibility state for the current screen: all columns on a wide one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePhoneVisibility(columns: readonly ColumnDef<any, any>[]): VisibilityState {
  const phone = useMediaQuery(PHONE_QUERY);
  return useMemo(() => (phone ? phoneVisibility(columns) : ALL_COLUMNS), [phone, columns]);
}

const ALL_COLUMNS: VisibilityState = {};
