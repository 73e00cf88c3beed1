// Renewals as the server's view answers it (GET /api/views/renewals): the advertisers whose last
// scheduled day (over all their insertions not cancelled) falls from as_of to as_of + within, with
// nothing after it, soonest first: whom to call. Worked out by the server from its copy of the
// account, by the rules of src/domain/renewals.ts.
import {
  date,
  defineView,
  int,
  seller,
  type PerSeller,
  type RequestOf,
  type ViewMeta,
} from './view-contract';

/** An advertiser due (src/domain/renewals.ts `Renewal`). */
export interface RenewalRow {
  advertiserId: number;
  lastDay: string;
  daysLeft: number;
  /** The contracts and products of the insertions that end on the last day. */
  contractIds: number[];
  productIds: number[];
  /** Insertions not cancelled running in the year before as_of. */
  yearBefore: number;
}

/** A contract ending in the window whose advertiser the server has not read (its contract). */
export interface UnknownAdvertiserContract {
  contractId: number;
  lastDay: string;
  productIds: number[];
}

export interface RenewalsView extends ViewMeta {
  asOfDay: string;
  /** The window's last day (as_of + within). */
  end: string;
  /** With the sellers of the contracts ending that day (the server's copy): "Mine", the column. */
  due: (RenewalRow & { sellerIds: number[] })[];
  /** Ending in the window, advertiser unknown to the server: not counted among the due. */
  unknown: UnknownAdvertiserContract[];
}

export const renewalsContract = defineView<PerSeller<RenewalsView>>()({
  path: '/renewals',
  params: {
    as_of: date({ required: true }),
    within: int(0, 366, { default: 60 }),
    seller: seller(),
  },
  answerKeys: ['due', 'unknown'],
});

export type RenewalsViewRequest = RequestOf<typeof renewalsContract.params>;
