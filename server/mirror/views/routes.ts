// The reports' figures from the mirror (decision 13), before the server bundle's read of the
// contract list: GET /api/figures/pipeline and /api/figures/bookings?from&to (the role policy
// gates these paths in server/auth/policy.ts). The views of the mirror are the registry's
// (registry.ts).
import type { MiddlewareHandler } from 'hono';
import type { Coverage } from '../../../src/api/view-contract';
import type { Figures, FiguresLine } from '../../../src/lib/contract-figures';
import type { Mirror } from '../index';
import { bookingsFigures, coverageOf, pipelineRows } from './figures';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_STORE = { 'cache-control': 'private, no-store' };

/** The mirror's figures in the shape the pages read (src/lib/contract-figures.ts `Figures`). */
export function mirrorFigures(
  mirror: Pick<Mirror, 'db'>,
  params: { kind: 'pipeline' } | { kind: 'bookings'; from: string; to: string },
  coverage: Coverage,
): Figures {
  const note = {
    problemCount: 0,
    requests: 0,
    storedAt: coverage.asOf === null ? Date.now() : Date.parse(coverage.asOf),
    coverage,
  };
  if (params.kind === 'pipeline') {
    const rows = pipelineRows(mirror.db);
    return { status: 'done', kind: 'pipeline', rows, count: rows.length, ...note };
  }
  const { sets, undated, count } = bookingsFigures(mirror.db, params);
  return { status: 'done', kind: 'bookings', sets, undated, count, ...note };
}

/**
 * /api/figures/<kind> from the mirror once it holds the whole contract list, or, for an account
 * that does not answer the list, the contracts read so far (the answer says it is incomplete).
 * Otherwise (the first pass not done, the sync off) the next handler reads the contract list
 * through the gateway as before (decision 9): a whole read rather than part of one.
 */
export function mirrorFiguresHandler(
  mirror: Mirror,
  contractList: () => Promise<boolean | null>,
): MiddlewareHandler {
  return async (c, next) => {
    const kind = c.req.path.replace(/^\/api\/figures\//, '').replace(/\/+$/, '');
    if (kind !== 'pipeline' && kind !== 'bookings') return next();
    const state = mirror.resources();
    const usable =
      state.contracts.complete || (state.contracts.rows > 0 && (await contractList()) === false);
    if (!usable) return next();
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    if (kind === 'bookings' && (!DATE.test(from) || !DATE.test(to) || from > to)) return next();
    const params = kind === 'pipeline' ? ({ kind } as const) : ({ kind, from, to } as const);
    const line: FiguresLine = { figures: mirrorFigures(mirror, params, coverageOf(state)) };
    return c.body(`${JSON.stringify(line)}\n`, 200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      ...NO_STORE,
    });
  };
}
