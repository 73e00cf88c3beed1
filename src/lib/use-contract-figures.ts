// The pipeline's and bookings' figures for a page: the query the server filled (nothing is read
// again after hydration), or read now with its progress, Cancel and Retry.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CollectProgress } from './collect-pages';
import {
  contractFiguresQuery,
  readFigures,
  type Figures,
  type FiguresParams,
} from './contract-figures';
import type { CollectState } from './use-collect-list';

const NOT_STARTED: CollectProgress = { requests: 0, rows: 0 };

type Done = Extract<Figures, { status: 'done' }>;

export function useContractFigures(params: FiguresParams) {
  const [running, setRunning] = useState({ progress: NOT_STARTED, total: null as number | null });
  const controller = useRef<AbortController | null>(null);
  const query = useQuery({
    ...contractFiguresQuery(params),
    queryFn: ({ signal, client }) => {
      const own = new AbortController();
      controller.current = own;
      setRunning({ progress: NOT_STARTED, total: null });
      return readFigures(client, params, {
        signal: AbortSignal.any([signal, own.signal]),
        onProgress: (progress, total) => {
          if (!own.signal.aborted) setRunning({ progress, total });
        },
      });
    },
  });
  const data = query.data;
  // What CollectStatus shows while the figures are not there: progress, an end without figures,
  // or the error (the server's too: its ApiError came with the page's state).
  let state: CollectState<never>;
  if (query.isFetching && data?.status !== 'done') state = { status: 'running', ...running };
  else if (query.error && !data) {
    state = {
      status: 'error',
      error: query.error,
      progress: running.progress,
      items: [],
      problemCount: 0,
      requests: running.progress.requests,
      storedAt: 0,
    };
  } else if (data && data.status !== 'done') state = data;
  else if (!data) state = { status: 'running', ...running };
  else state = { status: 'idle' };
  return {
    state,
    figures: data?.status === 'done' ? (data as Done) : null,
    retry: () => void query.refetch(),
    cancel: () => controller.current?.abort(),
  };
}
