// Where an advertiser's invoice read stands: progress with Cancel, errors with Retry (CollectStatus),
// and why the figures may cover only part of their invoices, with "Read all" when more may exist.
import { CollectStatus } from '../../components/collect-status';
import { Notice } from '../../components/notice';
import { formatCount, formatInteger } from '../../lib/format';
import { EXPORT_LIMIT, EXPORT_PAGE_SIZE } from '../../lib/use-collect-invoices';
import type { useOwedInvoices } from './use-owed-invoices';

type Owed = ReturnType<typeof useOwedInvoices>;

export function OwedReadStatus({ owed, what }: { owed: Owed; what: string }) {
  const { view, state } = owed;
  const read = view.invoices?.length ?? 0;
  const readAll = (
    <button type="button" className="button" onClick={owed.readAll}>
      Read all their invoices
    </button>
  );
  return (
    <div className="owed__status">
      <CollectStatus
        state={state}
        what={what}
        limit={owed.limit}
        onCancel={owed.cancel}
        onRetry={owed.retry}
      />
      {state.status === 'cancelled' && view.shown === 'first' && (
        <p>
          <button type="button" className="button" onClick={owed.retry}>
            Read their invoices
          </button>
        </p>
      )}
      {view.incomplete && view.invoices && (
        <Notice tone="warning" title="Incomplete: these figures leave invoices out">
          <p>
            {view.incomplete === 'error'
              ? `The read stopped with an error after ${formatCount(read, 'invoice')}; the figures cover only those.`
              : `The figures cover their first ${formatCount(read, 'invoice')} by due date; they may have more. ` +
                `Reading all of them costs one request a page of ${EXPORT_PAGE_SIZE}, ` +
                `up to ${formatInteger(EXPORT_LIMIT)} invoices.`}
          </p>
          {view.canReadAll && <p>{readAll}</p>}
        </Notice>
      )}
      {view.problemCount > 0 && (
        <Notice tone="warning" title="Some invoices could not be read">
          <p>
            {formatCount(view.problemCount, 'invoice')} of the API’s answer did not match its
            description and {view.problemCount === 1 ? 'is' : 'are'} left out of these figures.
          </p>
        </Notice>
      )}
    </div>
  );
}
