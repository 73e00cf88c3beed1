// "Watch" / "Watching": follows a record, a size or a saved view (its path and query) for the
// person (server/watch); pressed while watched. Hidden without the viewer's server (static hosting).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { addWatch, removeWatch, watchesQuery, watchKeys } from '../lib/watches';
import type { WatchKind } from '../domain/watches';

export function WatchButton({
  kind,
  target,
  label,
  name,
}: {
  kind: WatchKind;
  target: string;
  /** How /watching and the digest name it ("Contract 10412, Harbor Bakery"). */
  label: string;
  /** Said after Watch / Watching where several are side by side ("Watch Leaderboard"). */
  name?: string;
}) {
  const queryClient = useQueryClient();
  const watches = useQuery(watchesQuery());
  const watch = watches.data?.watches.find((w) => w.kind === kind && w.target === target);
  const toggle = useMutation({
    mutationFn: () => (watch ? removeWatch(watch.id) : addWatch(kind, target, label)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.all }),
  });
  if (watches.isError) return null;
  return (
    <span className="watch-button">
      <button
        type="button"
        className="button"
        aria-pressed={!!watch}
        disabled={watches.isPending || toggle.isPending}
        title={
          watch
            ? 'Stop watching: no more news of it'
            : 'Be told what changes: on /watching and by e-mail'
        }
        onClick={() => toggle.mutate()}
      >
        <span aria-hidden="true">{watch ? '★' : '☆'}</span>
        {watch ? 'Watching' : 'Watch'}
        {name && ` ${name}`}
      </button>
      {toggle.isError && (
        <span role="alert" className="watch-button__error">
          {toggle.error.message}
        </span>
      )}
    </span>
  );
}

/** Watches the page as it is, its path and query: a saved view named by its title. */
export function WatchViewButton({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const query = decodeURIComponent(search.slice(1)).replace(/&/g, ', ');
  return (
    <WatchButton
      kind="view"
      target={`${pathname}${search}`}
      label={query ? `${title} (${query})` : title}
    />
  );
}
