// What a running or finished read of all matching records says: progress with Cancel, the limit,
// cancellation and errors. Shared by every export, summary and report (invoices, contracts).
import { formatCount, formatInteger } from '../domain/format';
import { EXPORT_LIMIT, type CollectState } from '../lib/use-collect-list';
import { ErrorPanel } from './error-panel';
import { Notice } from './notice';
import './collect-status.css';

export function CollectStatus({
  state,
  what,
  onCancel,
  onRetry,
  limit = EXPORT_LIMIT,
  noun = 'invoice',
}: {
  state: CollectState<unknown>;
  /** What is read, singular ("invoice", "contract"). */
  noun?: string;
  /** The most invoices the read takes (the hook's limit). */
  limit?: number;
  /** "Export", "Summary". */
  what: string;
  onCancel: () => void;
  onRetry: () => void;
}) {
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
