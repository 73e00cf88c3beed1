// A reference (ad size, rate or section) by name from a loaded list: plain code, shared by the
// pages and the insertion list's worker.

export interface ReferenceName {
  text: string;
  known: boolean;
}

/** A name from a loaded list, "#id" while the list is not loaded, or a note when it is missing. */
export function referenceName(
  id: number | null,
  list: ReadonlyMap<number, { name: string }> | null | undefined,
): ReferenceName {
  if (id === null) return { text: '—', known: false };
  if (!list) return { text: `#${id}`, known: false };
  const item = list.get(id);
  return item
    ? { text: item.name, known: true }
    : { text: `#${id} (not in the list)`, known: false };
}
