// Home's figures for the person asking, by role (server/mirror/views/home.ts): each the same number
// as a list's own view, with the list it links to; only figures the person's role may read.
import { defineView } from './view-contract';

export const HOME_ROLES = ['sales', 'sales_manager', 'accounting', 'production'] as const;
export type HomeRole = (typeof HOME_ROLES)[number];

/** The pages a figure links to; the app builds their addresses (src/app/paths.ts). */
export type HomePage =
  | 'pacing'
  | 'pipeline'
  | 'contracts'
  | 'contract'
  | 'renewals'
  | 'receivables'
  | 'changes'
  | 'advertiser'
  | 'schedule'
  | 'availability';

export interface HomeLink {
  page: HomePage;
  /** The list's query (its own parameter names), or the record's id for contract and advertiser. */
  query?: Record<string, string>;
  id?: number;
}

/** A count, or money in the currency's units (null: no currency recorded). */
export type HomeAmount = { count: number } | { money: number; currency: string | null };

export interface HomeLine {
  /** What the line is: a bucket's, a stage's or a date's words, or a record's number. */
  label: string;
  /** An advertiser the line is about (the app shows its name). */
  advertiserId?: number;
  amount?: HomeAmount;
  link: HomeLink;
}

export interface HomeFigure {
  /** Stable per figure (tests and keys): e.g. `sales.bookings`. */
  id: string;
  label: string;
  amount: HomeAmount;
  link: HomeLink;
  /** Comparisons: "last year to date", "goal to date". */
  against?: { label: string; amount: HomeAmount; percent?: number | null }[];
  /** The figure's first lines (oldest proposals, largest balances, buckets, stages). */
  lines?: HomeLine[];
  /** Why the figure could not be given (the copy cannot answer it yet). */
  unavailable?: string;
}

export interface HomeGroup {
  role: HomeRole;
  /** Whose figures: the person's own (matched to a seller) or everyone's. */
  mine: boolean;
  figures: HomeFigure[];
}

export interface HomeAnswer {
  today: string;
  /** The seller the person is (by e-mail), or null. */
  me: { id: number; name: string } | null;
  groups: HomeGroup[];
}

export const homeContract = defineView<HomeAnswer>()({
  path: '/home',
  params: {},
  staleMs: 30_000,
  answerKeys: ['groups', 'today'],
});
