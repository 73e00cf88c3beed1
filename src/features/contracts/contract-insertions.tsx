// The contract's insertions: one row each, expandable to its schedule; cancelled ones marked.
// Ad size, ad rate and section names need three lists per product, so they load on demand (a row
// opened, or the button) rather than with the page: a cold open stays within its budget of four
// requests (contract, line item list, users, products). Lists already cached are used at once.
import { useMemo, useState } from 'react';
import type { Insertion } from '../../api/insertions';
import type { ParseProblem } from '../../api/parse';
import { DataTable } from '../../components/data-table';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { contractInsertionColumns, type ContractInsertionRow } from './contract-insertion-columns';
import { InsertionDetail } from './insertion-detail';
import type { ReconciledLineItem } from './reconcile-line-items';
import { useProductReferences } from './use-product-references';

interface Props {
  insertions: readonly Insertion[];
  problems: readonly ParseProblem[];
  productName: (productId: number) => string | null;
  lineItems: readonly ReconciledLineItem[];
}

export function ContractInsertions({ insertions, problems, productName, lineItems }: Props) {
  const productIds = useMemo(
    () => [...new Set(insertions.map((i) => i.productId))].sort((a, b) => a - b),
    [insertions],
  );
  const [wanted, setWanted] = useState<ReadonlySet<number>>(new Set());
  const references = useProductReferences(productIds, wanted);
  const missing = productIds.filter((id) => {
    const ref = references.get(id);
    return !ref?.sizes || !ref.rates || !ref.sections;
  });
  const loading = productIds.some((id) => references.get(id)?.isFetching);

  const rows: ContractInsertionRow[] = insertions.map((insertion) => ({
    insertion,
    productName: productName(insertion.productId),
    reference: references.get(insertion.productId),
  }));
  const cancelled = insertions.filter((i) => i.dateCanceled).length;
  const unscheduled = insertions.filter((i) => i.schedule.length === 0).length;

  return (
    <section aria-labelledby="contract-insertions" className="contract-section">
      <h2 id="contract-insertions">Insertions</h2>
      <p>
        {formatCount(insertions.length, 'insertion')}
        {cancelled > 0 && `, ${cancelled} cancelled`}
        {unscheduled > 0 && `, ${unscheduled} not scheduled`}. Open a row for its schedule.
      </p>
      {missing.length > 0 && (
        <p className="contract-insertions__names">
          Ad sizes, rates and sections are shown by number until their names are loaded (
          {formatCount(missing.length * 3, 'request')}, kept for 10 minutes).{' '}
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => setWanted(new Set(productIds))}
          >
            {loading ? 'Loading names…' : 'Show names'}
          </button>
        </p>
      )}
      <ProblemsNotice problems={problems} what="insertions of this contract" />
      <DataTable
        data={rows}
        columns={contractInsertionColumns}
        caption={`Insertions of this contract`}
        getRowId={(r) => String(r.insertion.id)}
        rowClassName={(r) => (r.insertion.dateCanceled ? 'is-cancelled' : undefined)}
        renderSubRow={(r) => (
          <InsertionDetail
            insertion={r.insertion}
            lineItems={lineItems.filter((l) => l.shown.applyToInsertionId === r.insertion.id)}
          />
        )}
        emptyMessage="This contract has no insertions."
      />
    </section>
  );
}
