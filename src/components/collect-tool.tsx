// A bulk read started by hand (an export, a summary): its button and what it costs, then its
// progress, result or failure. Never automatic: every page read uses the daily request quota.
// Shared by every export and summary (invoices, contracts).
import { useState, type ReactNode } from 'react';
import { formatCount, formatInteger } from '../domain/format';
import { EXPORT_LIMIT, type CollectState } from '../lib/use-collect-list';
import { ErrorPanel } from './error-panel';
import { Notice } from './notice';
import './collect-status.css';

export function CollectTool({
  label,
  button,
  about,
  state,
  noun,
  onStart,
  onCancel,
  children,
}: {
  /** "Export", "Summary": the section's name and what CollectStatus calls the read. */
  label: string;
  button: string;
  /** What the read does and costs, beside the button. */
  about: ReactNode;
  state: CollectState<unknown>;
  noun: string;
  onStart: () => void;
  onCancel: () => void;
  /** The result, once done. */
  children?: ReactNode;
}) {
  return (
    <section className="collect-tool" aria-label={label}>
      <p className="collect-tool__row">
        <button
          type="button"
          className="button"
          onClick={onStart}
          disabled={state.status === 'running'}
        >
          {button}
        </button>
        <span className="muted">{about}</span>
      </p>
      <CollectStatus state={state} what={label} noun={noun} onCancel={onCancel} onRetry={onStart} />
      {state.status === 'done' && children}
    </section>
  );
}

/** Exports every record of a filter and sort as a CSV file: `save` writes what was read. */
export function ListExport<T>({
  collect: { state, start, cancel },
  noun,
  save,
}: {
  collect: {
    state: CollectState<T>;
    start: () => Promise<{ items: T[] } | null>;
    cancel: () => void;
  };
  noun: string;
  /** Writes the file; gives its name and how many records it holds. */
  save: (items: T[]) => Promise<{ name: string; count: number }>;
}) {
  const [saved, setSaved] = useState<{ name: string; count: number } | null>(null);
  async function run() {
    setSaved(null);
    const done = await start();
    if (done) setSaved(await save(done.items));
  }
  return (
    <CollectTool
      label="Export"
      button="Export CSV"
      about={`All pages of this filter, 100 ${noun}s a request, up to ${formatInteger(EXPORT_LIMIT)} ${noun}s.`}
      state={state}
      noun={noun}
      onStart={() => void run()}
      onCancel={cancel}
    >
      {saved && state.status === 'done' && (
        <Notice title="Export ready">
          <p>
            {formatCount(saved.count, noun)} saved as <code>{saved.name}</code>.
            {state.problemCount > 0 &&
              ` ${formatCount(state.problemCount, 'record')} could not be read and are not in the file.`}
          </p>
        </Notice>
      )}
    </CollectTool>
  );
}

/**
 * What a running or finished read says: progress with Cancel, the limit, cancellation and errors.
 */
function CollectStatus({
  state,
  what,
  onCancel,
  onRetry,
  noun,
}: {
  state: CollectState<unknown>;
  /** What is read, singular ("invoice", "contract"). */
  noun: string;
  /** "Export", "Summary". */
  what: string;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const limit = EXPORT_LIMIT;
  switch (state.status) {
    case 'running': {
      // The API's count, when it gave one, sizes the bar; otherwise the limit does.
      const max = state.total != null ? Math.max(1, Math.min(state.total, limit)) : limit;
      return (
        <div className="collect-status" role="status">
          <label className="collect-status__label">
            {what}: {formatCount(state.progress.rows, noun)} read (
            {state.total != null
              ? `of ${formatInteger(state.total)}`
              : `at most ${formatInteger(limit)}`}
            )
            <progress value={state.progress.rows} max={max} />
          </label>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      );
    }
    case 'over-limit':
      return (
        <Notice tone="warning" title={`${what} stopped: more than the limit of ${noun}s match`}>
          <p>
            More than {formatInteger(limit)} {noun}s match these filters, the most one{' '}
            {what.toLowerCase()} reads. Nothing was read beyond the first page: narrow the filters
            (for example with dates) and try again.
          </p>
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice title={`${what} cancelled`}>
          <p>Stopped after {formatCount(state.progress.rows, noun)}; nothing was kept.</p>
        </Notice>
      );
    case 'error':
      return (
        <ErrorPanel
          error={state.error}
          what={`the ${what.toLowerCase()} (after ${formatCount(state.progress.rows, noun)})`}
          onRetry={onRetry}
        />
      );
    default:
      return null;
  }
}
