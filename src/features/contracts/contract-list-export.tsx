// Exports every contract of the current filter and sort as a CSV file (a bulk read, up to 5,000).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { advertiserListQuery, advertiserNames } from '../../api/advertisers';
import type { ContractListParams } from '../../api/contract-list';
import { userListQuery } from '../../api/users';
import { CollectStatus } from '../../components/collect-status';
import { Notice } from '../../components/notice';
import { userNames } from '../../components/user-name';
import { downloadText } from '../../lib/csv';
import { formatCount } from '../../lib/format';
import { useCollectContracts } from '../../lib/use-collect-contracts';
import { EXPORT_LIMIT } from '../../lib/use-collect-list';
import { contractCsvFileName, contractsCsv } from './contract-csv';
import type { ContractFilters } from './contract-list-params';

/** Remount with `key` = the filter and sort, so a result never outlives them. */
export function ContractListExport({
  params,
  filters,
}: {
  params: Omit<ContractListParams, 'page' | 'per_page'>;
  filters: ContractFilters;
}) {
  const { state, start, cancel } = useCollectContracts(params);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<{ name: string; count: number } | null>(null);

  async function run() {
    setSaved(null);
    const done = await start();
    if (!done) return;
    const name = contractCsvFileName(filters);
    const [advertisers, users] = await Promise.all([
      queryClient.fetchQuery(advertiserListQuery()).then(advertiserNames, () => new Map()),
      queryClient.fetchQuery(userListQuery()).then(
        (list) => userNames(list.items),
        () => new Map<number, string>(),
      ),
    ]);
    downloadText(name, contractsCsv(done.items, advertisers, users));
    setSaved({ name, count: done.items.length });
  }

  return (
    <section className="contract-list__tool" aria-label="Export">
      <p className="contract-list__tool-row">
        <button
          type="button"
          className="button"
          onClick={() => void run()}
          disabled={state.status === 'running'}
        >
          Export CSV
        </button>
        <span className="muted">
          All pages of this filter, 100 contracts a request, up to{' '}
          {EXPORT_LIMIT.toLocaleString('en-US')} contracts.
        </span>
      </p>
      <CollectStatus
        state={state}
        what="Export"
        noun="contract"
        onCancel={cancel}
        onRetry={() => void run()}
      />
      {state.status === 'done' && saved && (
        <Notice title="Export ready">
          <p>
            {formatCount(saved.count, 'contract')} saved as <code>{saved.name}</code>.
            {state.problemCount > 0 &&
              ` ${formatCount(state.problemCount, 'record')} could not be read and are not in the file.`}
          </p>
        </Notice>
      )}
    </section>
  );
}
