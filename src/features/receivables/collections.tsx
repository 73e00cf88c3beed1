// /receivables?by=seller: unpaid invoices past due today under the seller of each invoice's
// contract, with the aging buckets per currency, and the worklist of who owes; a salesperson's own
// by default ("Mine"), everyone's a click away where the role allows. From the server's mirror of the account: no request to the API, and it
// needs the viewer's server (static hosting has none: the page says so).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { advertiserNamesFor } from '../../api/advertisers';
import { DataTable } from '../../components/data-table';
import { QueryErrorPanel } from '../../components/error-panel';
import { FiguresCoverage } from '../../components/figures-coverage';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { SellerSelect, sellerOfForm, WhoseLinks } from '../../components/seller-select';
import { formatCount, formatDate } from '../../domain/format';
import { viewQuery } from '../../api/view-query';
import { collectionsContract } from '../../domain/mirror-views';
import { ExportCsv } from '../list/view-parts';
import { sellerColumns, worklistColumns } from './receivables-columns';
import { worklistCsv, worklistFileName } from './receivables-csv';

export function Collections({
  seller,
  today,
  onSeller,
  whoseHref,
}: {
  seller: number | 'all' | undefined;
  today: string;
  onSeller: (seller: number | 'all' | undefined) => void;
  whoseHref: (seller: number | 'all') => string;
}) {
  const query = useQuery(viewQuery(collectionsContract, { today, seller }));
  const queryClient = useQueryClient();
  if (query.isPending) return <Loading label="Reading collections by seller…" />;
  if (query.isError) {
    return (
      <QueryErrorPanel query={query} what="Collections by seller (they need the viewer's server)" />
    );
  }
  const answer = query.data;
  const chosen = answer.sellers.find((s) => s.id === answer.whose.seller) ?? null;

  async function file(): Promise<[string, string]> {
    const names = await advertiserNamesFor(
      queryClient,
      answer.worklist.map((row) => row.advertiserId),
    );
    return [worklistFileName(today, chosen?.name ?? null), worklistCsv(answer.worklist, names)];
  }

  return (
    <>
      <WhoseLinks what="collections" whose={answer.whose} hrefFor={whoseHref} />
      {/* Everyone, the signed-in seller ("Mine") or any seller: a form that works without script. */}
      <form
        method="get"
        className="filter-form"
        role="search"
        aria-label="Choose a seller"
        onSubmit={(event) => {
          event.preventDefault();
          onSeller(sellerOfForm(new FormData(event.currentTarget).get('seller')));
        }}
      >
        <input type="hidden" name="by" value="seller" />
        <SellerSelect
          key={answer.whose.seller ?? ''}
          sellers={answer.sellers}
          whose={answer.whose}
        />{' '}
        <button type="submit" className="button">
          Show
        </button>
      </form>
      <FiguresCoverage
        coverage={answer.coverage}
        counted={`Unpaid invoices past due on ${formatDate(today)}, by the seller of each invoice’s contract`}
      />
      {answer.withoutContract > 0 && (
        <Notice tone="warning" title="Some sellers are not known">
          <p>
            {formatCount(answer.withoutContract, 'past-due invoice')} belong to contracts the server
            has not read: they are listed under “Not known (contract not read)”.
          </p>
        </Notice>
      )}
      <h2 className="receivables-heading">
        {chosen ? `${chosen.name}: past due per currency` : 'Past due by seller'}
      </h2>
      <DataTable
        caption={chosen ? `${chosen.name}’s past-due invoices per currency` : 'Past due by seller'}
        data={answer.bySeller}
        columns={sellerColumns}
        getRowId={(r) => `${r.contractUnknown ? 'unknown' : r.sellerId}-${r.currency}`}
        emptyMessage="No invoice is past due."
      />
      <div className="receivables-asof">
        <h2 className="receivables-heading">{chosen ? `${chosen.name}’s worklist` : 'Worklist'}</h2>
        <ExportCsv file={file} />
      </div>
      <DataTable
        caption={
          chosen ? `${chosen.name}’s worklist: who owes, the latest first` : 'Worklist: who owes'
        }
        data={answer.worklist}
        columns={worklistColumns}
        getRowId={(r) => `${r.sellerId}-${r.advertiserId}-${r.currency}`}
        emptyMessage="Nobody owes anything past due."
      />
    </>
  );
}
