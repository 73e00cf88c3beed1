// /insertions/:insertionId: one insertion on a page of its own, in the server's HTML. The server's
// copy of the account finds it (and its contract) by number; its contract's record brings the line
// items; its product's lists name its size, rate and section.
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { contractRecordQuery } from '../../api/contracts';
import { insertionListContract, normaliseListRequest } from '../../domain/insertion-list-view';
import { productListQuery } from '../../api/products';
import { viewQuery } from '../../api/view-query';
import { parseRecordNumber } from '../../lib/record-id';
import { referenceListQuery } from '../../lib/use-product-references';
import { InsertionNotFound } from './contract-not-found';
import { InsertionPage } from './insertion-page';
import { RecordWait } from '../list/view-parts';

const insertionQuery = (id: number) =>
  viewQuery(insertionListContract, normaliseListRequest({ id, limit: 1 }));

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.insertionId ?? '');
  if (id === null) return;
  const [view] = await Promise.allSettled([
    queryClient.ensureQueryData(insertionQuery(id)),
    queryClient.ensureQueryData(productListQuery()),
  ]);
  const insertion = view.status === 'fulfilled' ? view.value.rows[0] : undefined;
  if (!insertion) return;
  // Settled, not all: a part that fails shows in its place with Retry.
  await Promise.allSettled([
    queryClient.ensureQueryData(contractRecordQuery(insertion.contractId)),
    ...(['sizes', 'rates', 'sections'] as const).map((kind) =>
      queryClient.ensureQueryData(referenceListQuery(kind, insertion.productId)),
    ),
  ]);
}

export function Component() {
  const { insertionId = '' } = useParams();
  const id = parseRecordNumber(insertionId);
  if (id === null) return <InsertionNotFound number={insertionId} complete />;
  return <InsertionLookup key={id} id={id} />;
}

function InsertionLookup({ id }: { id: number }) {
  const view = useQuery(insertionQuery(id));
  if (view.isPending || view.error) {
    return <RecordWait title={`Insertion ${id}`} query={view} lines={6} />;
  }
  const insertion = view.data.rows[0];
  if (!insertion) return <InsertionNotFound number={String(id)} complete={view.data.complete} />;
  return <InsertionPage insertion={insertion} />;
}
