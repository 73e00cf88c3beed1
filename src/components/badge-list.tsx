// A labelled list of badges (a product's capabilities, a user's roles); an empty list says so.
import { Badge, type BadgeTone } from './badge';
import './badge-list.css';

export function BadgeList({
  label,
  items,
  tone = 'neutral',
  empty,
}: {
  /** The list's accessible name, e.g. "Roles". */
  label: string;
  items: readonly string[];
  tone?: BadgeTone;
  /** Said when there are no items, e.g. "no roles". */
  empty: string;
}) {
  if (items.length === 0) return <span className="muted">{empty}</span>;
  return (
    <ul className="badge-list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
