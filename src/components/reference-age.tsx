// "Reference list as of 9 March 2026, older than 3 days": beside a reference list (products, users,
// a product's sizes, rates and sections) when the copy shown was read from the API longer ago than
// the server's copy answers them (MIRROR_REFERENCE_FRESH_MINUTES, sent in its configuration; at
// least a day). The server reads each product's lists again in turn within that time, so an older
// one means it could not.
import { useState } from 'react';
import { oldReferenceLimitMs } from '../api/config';
import { Notice } from './notice';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "a day", "3 days", "36 hours". */
export function durationText(ms: number): string {
  if (ms % DAY_MS === 0) return ms === DAY_MS ? 'a day' : `${ms / DAY_MS} days`;
  return `${Math.round(ms / HOUR_MS)} hours`;
}

type Dated = { storedAt?: number } | undefined;

/** The oldest of the lists' fetch times if it is older than `limitMs`, else null. */
export function oldReferenceDate(
  lists: readonly Dated[],
  now: number,
  limitMs = oldReferenceLimitMs(),
): number | null {
  let oldest: number | null = null;
  for (const list of lists) {
    const at = list?.storedAt;
    if (at !== undefined && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest !== null && now - oldest > limitMs ? oldest : null;
}

export function ReferenceAge({ lists, now }: { lists: readonly Dated[]; now?: number }) {
  // The time the notice first showed: a list does not grow older on screen in a way worth a render.
  const [shown] = useState(Date.now);
  const limitMs = oldReferenceLimitMs();
  const at = oldReferenceDate(lists, now ?? shown, limitMs);
  if (at === null) return null;
  const date = new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <Notice tone="warning">
      <p>
        Reference list as of <time dateTime={new Date(at).toISOString()}>{date}</time>, older than{' '}
        {durationText(limitMs)}.
      </p>
    </Notice>
  );
}
