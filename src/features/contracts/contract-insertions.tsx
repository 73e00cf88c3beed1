// The contract's insertions: one row each, expandable to its schedule; cancelled ones marked.
// Ad size, ad rate and section names come from each product's reference lists (three requests a
// product, cached for minutes and across tabs), asked for once the table nears the screen: on a
// first screen of header, parties and schedule they are names nobody sees yet. Lists already kept
// show at once. A link to one insertion (`#insertion-N`) scrolls to its row, highlights it and
// moves the focus there.
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { Insertion } from '../../domain/insertion-types';
import type { ParseProblem } from '../../domain/parse';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../domain/format';
import { useProductReferences } from '../../lib/use-product-references';
import { contractInsertionColumns, type ContractInsertionRow } from './contract-insertion-columns';
import { InsertionDetail } from './insertion-detail';
import type { ReconciledLineItem } from './reconcile-line-items';
import { useInsertionTarget } from './use-insertion-target';
import { useWhenVisible } from './use-when-visible';

interface Props {
  insertions: readonly Insertion[];
  problems: readonly ParseProblem[];
  productName: (productId: number) => string | null;
  /** null: not read yet (the server's first answer left them out; an opened row asks). */
  lineItems: readonly ReconciledLineItem[] | null;
}

export function ContractInsertions({ insertions, problems, productName, lineItems }: Props) {
  const productIds = useMemo(
    () => [...new Set(insertions.map((i) => i.productId))].sort((a, b) => a - b),
    [insertions],
  );
  const ref = useRef<HTMLElement>(null);
  const visible = useWhenVisible(ref);
  const references = useProductReferences(productIds, { fetch: visible });
  const failed = productIds.map((id) => references.get(id)).find((ref) => ref?.error);
  const target = useInsertionTarget(insertions);

  const rows: ContractInsertionRow[] = insertions.map((insertion) => ({
    insertion,
    productName: productName(insertion.productId),
    reference: references.get(insertion.productId),
  }));
  const cancelled = insertions.filter((i) => i.dateCanceled).length;
  const unscheduled = insertions.filter((i) => i.schedule.length === 0).length;

  return (
    <section ref={ref} aria-labelledby="contract-insertions" className="contract-section">
      <h2 id="contract-insertions">Insertions</h2>
      <p>
        {formatCount(insertions.length, 'insertion')}
        {cancelled > 0 && `, ${cancelled} cancelled`}
        {unscheduled > 0 && `, ${unscheduled} not scheduled`}. Open a row for its schedule.
      </p>
      {failed && (
        <ErrorPanel
          error={failed.error}
          what="the names of ad sizes, rates and sections (shown by number)"
          onRetry={() => productIds.forEach((id) => references.get(id)?.refetch())}
        />
      )}
      <ProblemsNotice problems={problems} what="insertions of this contract" />
      <DataTable
        data={rows}
        columns={contractInsertionColumns}
        caption={`Insertions of this contract`}
        getRowId={(r) => String(r.insertion.id)}
        rowClassName={(r) =>
          [
            r.insertion.dateCanceled ? 'is-cancelled' : '',
            r.insertion.id === target ? 'is-target' : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        renderSubRow={(r) => (
          <>
            <p>
              <Link to={paths.insertion.href(r.insertion.id)}>
                Insertion {r.insertion.id} on a page of its own
              </Link>
            </p>
            <InsertionDetail
              insertion={r.insertion}
              lineItems={
                lineItems && lineItems.filter((l) => l.shown.applyToInsertionId === r.insertion.id)
              }
            />
          </>
        )}
        emptyMessage="This contract has no insertions."
      />
    </section>
  );
}
