// /products/:productId has no view of its own: it opens the first tab.
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths';

export function prefetch(
  _queryClient: QueryClient,
  { params }: LoaderFunctionArgs,
): Promise<never> {
  throw redirect(paths.productTab.href(params.productId ?? '', 'ad-sizes'));
}

export function Component() {
  return null;
}
