// Changes as sentences under their day (UTC), newest first, each linked to its record. Shared by
// the "What changed" page and home's newest few.
import { Link } from 'react-router';
import { paths } from '../app/paths';
import './change-list.css';
import { formatDate, formatWeekday } from '../domain/format';
import type { FeedChange } from '../domain/mirror-views';
import { byDay, changeSentence, timeOf, type NameOf } from '../domain/change-sentence';

/** The record a change is about: its contract, invoice or insertion. */
export function changeHref(change: FeedChange): string {
  if (change.record === 'invoice') return paths.invoice.href(change.id);
  if (change.record === 'insertion') return paths.insertion.href(change.id);
  return paths.contract.href(change.id);
}

export function ChangeList({
  changes,
  nameOf,
  empty,
  headingLevel = 3,
}: {
  changes: readonly FeedChange[];
  nameOf: NameOf;
  empty: string;
  headingLevel?: 3 | 4;
}) {
  if (changes.length === 0) return <p className="muted">{empty}</p>;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="change-days">
      {byDay(changes).map(([day, list]) => (
        <section key={day} aria-label={formatDate(day)} className="change-day">
          <Heading className="change-day__title">
            {formatWeekday(day)}, {formatDate(day)}
          </Heading>
          <ul className="change-day__list">
            {list.map((change) => (
              <li key={change.seq}>
                <time dateTime={change.when} className="muted">
                  {timeOf(change)}
                </time>{' '}
                <Link to={changeHref(change)}>{changeSentence(change, nameOf)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
