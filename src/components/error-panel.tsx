// A failed request, shown where it happened, with Retry (held back while a rate limit lasts).
import { useEffect, useState } from 'react';
import { describeError } from './error-text';
import './error-panel.css';

interface ErrorPanelProps {
  error: unknown;
  /** Names what failed: "Contract 12", "the invoice list". */
  what: string;
  onRetry?: () => void;
}

export function ErrorPanel({ error, what, onRetry }: ErrorPanelProps) {
  const text = describeError(error, what);
  const { remaining, until } = useCountdown(text.waitSeconds, error);
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel__title">{text.title}</p>
      <p className="error-panel__detail">{text.detail}</p>
      {until > 0 && (
        <p className="error-panel__detail">
          {/* The server's clock and the browser's differ by the time the page took to come. */}
          It clears at <time suppressHydrationWarning>{clockTime.format(until)}</time>.
        </p>
      )}
      {onRetry && text.canRetry && (
        <p>
          <button type="button" className="button" onClick={onRetry} disabled={remaining > 0}>
            {remaining > 0 ? `Retry in ${remaining} s` : 'Retry'}
          </button>
        </p>
      )}
    </div>
  );
}

const clockTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function useCountdown(seconds: number | undefined, key: unknown) {
  const [state, setState] = useState({ key, until: deadline(seconds) });
  const [now, setNow] = useState(() => Date.now());
  if (state.key !== key) setState({ key, until: deadline(seconds) });
  const remaining = Math.max(0, Math.ceil((state.until - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining, now]);
  return { remaining, until: state.until };
}

function deadline(seconds: number | undefined): number {
  return seconds ? Date.now() + seconds * 1000 : 0;
}

/** The error of a query, with a Retry that reads it again. */
export function QueryErrorPanel({
  query,
  what,
}: {
  query: { error: unknown; refetch: () => unknown };
  what: string;
}) {
  return <ErrorPanel error={query.error} what={what} onRetry={() => void query.refetch()} />;
}
