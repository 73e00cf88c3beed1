// Home's "What you watch": the newest changes on the person's watches since their last visit of
// /watching (the same answer as that page and the header's mark).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { watchesQuery } from '../../lib/watches';

const SHOWN = 5;

export function WatchedChanges() {
  const query = useQuery(watchesQuery());
  // Without the viewer's server there are no watches: the card is left out.
  if (query.isError) return null;
  const changes = (query.data?.watches ?? [])
    .flatMap((w) => w.changes.map((c) => ({ ...c, label: w.label })))
    .sort((a, b) => (a.when < b.when ? 1 : a.when > b.when ? -1 : 0));
  return (
    <section aria-labelledby="home-watched" className="home__card">
      <h2 id="home-watched">What you watch</h2>
      {query.isPending ? (
        <p className="home__muted">Reading what you watch…</p>
      ) : query.data.watches.length === 0 ? (
        <p className="home__muted">
          You watch nothing yet: the Watch button on a contract, an invoice or a list page adds it
          here, with what changed on it.
        </p>
      ) : changes.length === 0 ? (
        <p className="home__muted">Nothing changed on what you watch since your last visit.</p>
      ) : (
        <ul className="home__recent">
          {changes.slice(0, SHOWN).map((c, i) => (
            <li key={i}>
              <Link to={c.href}>{c.text}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.watching.href()}>All you watch</Link>
      </p>
    </section>
  );
}
