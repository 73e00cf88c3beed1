// What a part of a page shows while its data is on the way: grey lines, and after a few seconds
// without an answer, what it waits for, how long so far, and Cancel and Retry (issue 40).
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REQUEST_TIMEOUT_MS } from '../api/client';
import './loading.css';

/** How long the lines show alone: a quick answer never flashes the words. */
export const WAIT_NOTICE_MS = 3_000;

export function Loading({ label = 'Loading…', lines = 3 }: { label?: string; lines?: number }) {
  const { seconds: waited, restart } = useSecondsSince();
  return (
    <div className="loading" role="status" aria-live="polite">
      {waited >= WAIT_NOTICE_MS / 1000 ? (
        <StillWaiting label={label} seconds={waited} onRetry={restart} />
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="loading__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Whole seconds since the component mounted or `restart`, counted in the browser only. */
function useSecondsSince() {
  const [started, setStarted] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setSeconds(Math.floor((Date.now() - started) / 1000)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [started]);
  const restart = () => {
    setStarted(Date.now());
    setSeconds(0);
  };
  return { seconds, restart };
}

const waiting = (query: Query) => query.state.fetchStatus === 'fetching';

/**
 * The words once the wait is long. Cancel stops the requests still out (the page's, whichever part
 * drew this) and Retry sends them again: the part that waits cannot tell which of them it needs.
 */
function StillWaiting({
  label,
  seconds,
  onRetry,
}: {
  label: string;
  seconds: number;
  onRetry: () => void;
}) {
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState<ReadonlySet<string> | null>(null);
  const what = label.replace(/^Loading /, '').replace(/…$/, '');
  const cancel = () => {
    const hashes = new Set(queryClient.getQueryCache().findAll().filter(waiting).map(hashOf));
    setCancelled(hashes);
    // Not reverted: the query fails as cancelled, so the part shows it (error-text.ts) with its
    // Retry, and is not asked again by itself when its page mounts.
    void queryClient.cancelQueries(
      { predicate: (query) => hashes.has(query.queryHash) },
      { revert: false },
    );
  };
  const retry = () => {
    const again = cancelled;
    onRetry();
    void queryClient.refetchQueries(
      { predicate: (query) => again?.has(query.queryHash) || waiting(query) },
      { cancelRefetch: true },
    );
  };
  return (
    <div className="loading__waiting">
      {cancelled ? (
        <p>Stopped waiting for {what}: nothing was loaded.</p>
      ) : (
        <p>
          Waiting for {what}: no answer after <span aria-hidden="true">{seconds} s</span>
          <span className="visually-hidden">a few seconds</span>. The API is given{' '}
          {REQUEST_TIMEOUT_MS / 1000} s a try, and a failed try is made again twice.
        </p>
      )}
      <p className="loading__actions">
        {!cancelled && (
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
        )}
        <button type="button" className="button" onClick={retry}>
          Retry
        </button>
      </p>
    </div>
  );
}

const hashOf = (query: Query) => query.queryHash;
