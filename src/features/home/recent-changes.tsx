// Home's "What changed": the newest few changes of the last 7 days, linked to the whole feed.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { viewQuery } from '../../api/view-query';
import { changesContract } from '../../domain/mirror-views';
import { ChangeList } from '../../components/change-list';
import { useNameOf } from '../../lib/use-name-of';

export const HOME_CHANGES = 5;
/** Home asks the feed's default: the server's last 7 days. */
export const homeChangesQuery = () => viewQuery(changesContract, {});

export function RecentChanges() {
  const query = useQuery(homeChangesQuery());
  const shown = query.data?.changes.slice(0, HOME_CHANGES) ?? [];
  const nameOf = useNameOf(shown.map((c) => c.advertiserId));
  return (
    <section aria-labelledby="home-changes" className="home__card">
      <h2 id="home-changes">What changed</h2>
      {query.isPending ? (
        <p className="home__muted">Reading what changed…</p>
      ) : query.isError ? (
        <p className="home__muted">
          What changed is not available here (it needs the viewer’s server and its copy of the
          account).
        </p>
      ) : (
        <ChangeList changes={shown} nameOf={nameOf} empty="Nothing changed in the last 7 days." />
      )}
      <p>
        <Link to={paths.changes.href()}>All changes</Link>
      </p>
    </section>
  );
}
