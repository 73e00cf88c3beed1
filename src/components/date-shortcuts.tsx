// The one menu of date shortcuts (yesterday, this week, next month, …: src/domain/date-quick-picks.ts)
// beside any pair of dates or a "since": choosing one gives its first and last day.
import { useId } from 'react';
import {
  QUICK_PICKS,
  quickPickRange,
  readQuickPick,
  type QuickPick,
} from '../domain/date-quick-picks';
import { Options } from './options';
import './date-shortcuts.css';

export function DateShortcuts({
  title,
  today,
  onPick,
  className,
  only,
}: {
  /** "Due", "Dates": names the menu ("Due: quick pick"). */
  title: string;
  /** The account's today (useToday), from which the shortcuts count. */
  today: string;
  onPick: (from: string, to: string) => void;
  className?: string;
  /** The shortcuts that make sense here ("since" has no future ones); default all. */
  only?: readonly QuickPick[];
}) {
  const id = useId();
  return (
    // The label beside the menu, not around it: its options are no part of its name.
    <div className={`date-shortcuts ${className ?? ''}`}>
      <label htmlFor={id}>{title}: quick pick</label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const pick = readQuickPick(event.target.value);
          if (pick) onPick(...quickPickRange(pick, today));
        }}
      >
        <option value="">Choose a range…</option>
        <Options items={QUICK_PICKS.filter((p) => !only || only.includes(p.id))} />
      </select>
    </div>
  );
}
