// A read started by hand (an export, a summary): its button and what it does, then that it is
// reading while its one request to the server's view runs, its failure in place (a 503 says what
// the server's copy lacks yet; static hosting, that it needs the server), or its result.
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import './request-tool.css';

export function RequestTool({
  label,
  button,
  about,
  pending,
  error,
  onStart,
  children,
}: {
  /** "Export", "Summary": the section's name. */
  label: string;
  button: string;
  /** What the read does, beside the button. */
  about: ReactNode;
  pending: boolean;
  error: unknown;
  onStart: () => void;
  /** The result, once there is one. */
  children?: ReactNode;
}) {
  return (
    <section className="request-tool" aria-label={label}>
      <p className="request-tool__row">
        <button type="button" className="button" onClick={onStart} disabled={pending}>
          {button}
        </button>
        <span className="muted">{about}</span>
      </p>
      {pending && (
        <p role="status" className="muted">
          {label}: reading from the server&apos;s copy of the account…
        </p>
      )}
      {error != null && !pending && (
        <ErrorPanel error={error} what={`the ${label.toLowerCase()}`} onRetry={onStart} />
      )}
      {!pending && children}
    </section>
  );
}
