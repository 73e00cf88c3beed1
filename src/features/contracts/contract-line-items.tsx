// The contract's line items, read from the contract record and from the secondary list, reconciled.
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { contractLineItemListQuery } from '../../api/contract-line-items';
import { contractRecordQuery } from '../../api/contracts';
import type { Contract } from '../../domain/contracts';
import { invoiceLineItemTypeListQuery } from '../../api/invoice-line-item-types';
import { DataTable } from '../../components/data-table';
import { QueryErrorPanel } from '../../components/error-panel';
import { Facts } from '../../components/facts';
import { Loading } from '../../components/loading';
import { Money } from '../../components/money';
import { Notice } from '../../components/notice';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../domain/format';
import { lineItemColumns, type LineItemRow } from './line-item-columns';
import type { LineItemReconciliation } from './reconcile-line-items';
import { useWhenVisible } from './use-when-visible';

interface Props {
  contract: Contract;
  reconciliation: LineItemReconciliation;
}

export function ContractLineItems({ contract, reconciliation }: Props) {
  const ref = useRef<HTMLElement>(null);
  const visible = useWhenVisible(ref);
  // The secondary list and the type names are read once the section nears the screen, and the
  // whole record when the server's first answer left its line items out (not read by its copy).
  const list = useQuery({ ...contractLineItemListQuery(contract.id), enabled: visible });
  const record = useQuery({
    ...contractRecordQuery(contract.id),
    enabled: visible && !contract.lineItemsRead,
  });
  const types = useQuery({ ...invoiceLineItemTypeListQuery(), enabled: visible });
  const typeById = new Map((types.data?.items ?? []).map((t) => [t.id, t]));
  const rows: LineItemRow[] = reconciliation.rows.map((item) => ({
    item,
    type: typeById.get(item.shown.typeId),
  }));
  const { contractTotal, listTotal, disagreements } = reconciliation;

  return (
    <section ref={ref} aria-labelledby="contract-line-items" className="contract-section">
      <h2 id="contract-line-items">Line items</h2>
      <Facts
        className="facts facts--inline"
        facts={[
          {
            label: 'In the contract record',
            value: !contract.lineItemsRead ? (
              <span className="muted">{record.isError ? 'could not be loaded' : 'loading…'}</span>
            ) : contract.lineItemsRecorded ? (
              formatCount(contract.lineItems.length, 'line item')
            ) : (
              <span>none recorded</span>
            ),
          },
          {
            label: 'In the line item list',
            value: list.data ? (
              formatCount(list.data.items.length, 'line item')
            ) : (
              <span className="muted">{list.isPending ? 'loading…' : 'could not be loaded'}</span>
            ),
          },
        ]}
      />
      {!contract.lineItemsRead && record.error && (
        <QueryErrorPanel query={record} what={`the line items of contract ${contract.id}`} />
      )}
      {list.error && (
        <QueryErrorPanel query={list} what={`the line item list of contract ${contract.id}`} />
      )}
      {contract.lineItemsRead ? (
        <>
          {disagreements.length > 0 && (
            <Notice tone="warning" title="The contract record and the line item list disagree">
              <ul>
                {disagreements.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <p>The table shows the line item list’s values.</p>
            </Notice>
          )}
          <ProblemsNotice
            problems={contract.lineItemProblems}
            what="line items of the contract record"
          />
          {list.data && (
            <ProblemsNotice problems={list.data.problems} what="line items of the list" />
          )}
          <DataTable
            data={rows}
            columns={lineItemColumns}
            caption="Line items of this contract"
            getRowId={(r) => String(r.item.id)}
            emptyMessage="No line items, in the contract record or the list."
          />
          {rows.length > 0 && (
            <p className="contract-line-items__total">
              {contractTotal !== null && listTotal !== null && contractTotal !== listTotal ? (
                <>
                  Total of the line item list: <Money amount={listTotal} />; of the contract record:{' '}
                  <Money amount={contractTotal} />
                </>
              ) : (
                <>
                  Total of the line items: <Money amount={listTotal ?? contractTotal} />
                </>
              )}
            </p>
          )}
        </>
      ) : (
        // Not "none": the record is on its way (or failed, said above). Without JavaScript the
        // server's page cannot read it when the section is shown.
        !record.error && (
          <>
            <Loading label={`Loading the line items of contract ${contract.id}…`} lines={2} />
            <noscript>
              <p>The line items are read when this section is shown, which needs JavaScript.</p>
            </noscript>
          </>
        )
      )}
    </section>
  );
}
