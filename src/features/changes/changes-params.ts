// The "What changed" page's URL: since when (a date or an ISO time; by default the last visit on
// this browser, else the server's last 7 days), one seller's contracts, one kind of change.
import {
  defineListSpec,
  enumParam,
  parseListParams,
  sellerParam,
  textParam,
  type ListValues,
} from '../../lib/list-params';
import { CHANGE_KINDS } from '../../domain/mirror-views';

export const changesSpec = defineListSpec({
  params: {
    since: textParam({ trim: true }),
    seller: sellerParam(),
    kind: enumParam(CHANGE_KINDS),
  },
});

export type ChangesValues = ListValues<typeof changesSpec.params>;

export const parseChanges = (search: URLSearchParams) => parseListParams(changesSpec, search);

/** The words of each kind, for the filter and the headings. */
export const KIND_LABELS: Record<(typeof CHANGE_KINDS)[number], string> = {
  new: 'Created',
  won: 'Won',
  lost: 'Lost',
  status: 'Any status change',
  total: 'Total changed',
  paid: 'Paid',
  cancelled: 'Cancelled',
  dates: 'Run dates changed',
};
