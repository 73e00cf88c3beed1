// "Reference list as of 9 March 2026, older than a day": beside a reference list (products, users,
// a product's sizes, rates and sections) when the copy shown was fetched from the API more than a
// day ago (the server refreshes them every few hours; an older one means it could not).
import { useState } from 'react';
import { Notice } from './notice';

export const OLD_REFERENCE_MS = 24 * 60 * 60 * 1000;

type Dated = { storedAt?: number } | undefined;

/** The oldest of the lists' fetch times if it is older than a day, else null. */
export function oldReferenceDate(lists: readonly Dated[], now: number): number | null {
  let oldest: number | null = null;
  for (const list of lists) {
    const at = list?.storedAt;
    if (at !== undefined && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest !== null && now - oldest > OLD_REFERENCE_MS ? oldest : null;
}

export function ReferenceAge({ lists, now }: { lists: readonly Dated[]; now?: number }) {
  // The time the notice first showed: a list does not grow older on screen in a way worth a render.
  const [shown] = useState(Date.now);
  const at = oldReferenceDate(lists, now ?? shown);
  if (at === null) return null;
  const date = new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <Notice tone="warning">
      <p>
        Reference list as of <time dateTime={new Date(at).toISOString()}>{date}</time>, older than a
        day.
      </p>
    </Notice>
  );
}
