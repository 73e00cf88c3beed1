// Whose records a per-seller list shows (the URL's `seller`, answered by the server's view with its
// `whose`): "Mine" and "Everyone's" as two links, one click each (WhoseLinks), and a seller chooser
// for a filter form (SellerSelect: a plain select named `seller`, so the form works without script).
import { Link } from 'react-router';
import type { Whose } from '../domain/view-contract';
import type { NamedUser } from '../domain/mirror-views';
import { Options } from './options';
import './seller-select.css';

/** A form's `seller` value as the URL writes it: a user id, `all`, or unset. */
export const sellerOfForm = (value: FormDataEntryValue | null): number | 'all' | undefined =>
  value === 'all' ? 'all' : value ? Number(value) : undefined;

/**
 * "Mine" (the signed-in seller) and "Everyone's" where the person's role allows it, the one shown
 * marked current; nothing for a person who is no seller. `hrefFor` keeps the page's other filters.
 */
export function WhoseLinks({
  what,
  whose,
  hrefFor,
}: {
  /** What the list holds, for the navigation's name: "Whose contracts". */
  what: string;
  whose: Whose;
  hrefFor: (seller: number | 'all') => string;
}) {
  if (!whose.me) return null;
  return (
    <nav aria-label={`Whose ${what}`} className="whose-links">
      <Link
        to={hrefFor(whose.me.id)}
        aria-current={whose.seller === whose.me.id ? 'page' : undefined}
      >
        Mine
      </Link>
      {whose.everyone && (
        <Link to={hrefFor('all')} aria-current={whose.seller === null ? 'page' : undefined}>
          Everyone&apos;s
        </Link>
      )}
    </nav>
  );
}

/** Everyone (where allowed), the signed-in seller ("Mine") when known, then every seller by name. */
export function SellerSelect({ sellers, whose }: { sellers: readonly NamedUser[]; whose: Whose }) {
  return (
    <label>
      Seller{' '}
      {/* "all" only for a seller, whose lists open on her own; anyone else's open on everyone's. */}
      <select name="seller" defaultValue={whose.seller ?? (whose.me ? 'all' : '')}>
        {whose.everyone && <option value={whose.me ? 'all' : ''}>Everyone</option>}
        {whose.me && <option value={whose.me.id}>Mine ({whose.me.name})</option>}
        {whose.everyone && <Options items={sellers} />}
      </select>
    </label>
  );
}
