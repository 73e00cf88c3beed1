// The hand-placed records of the first block (the ids in known.ts), and the 2,000-character note.
export interface Special {
  advertiserId?: number;
  status?: 'Won' | 'Lost' | 'Open';
  proposal?: boolean;
  insertions?: number;
  unscheduled?: number[];
  canceled?: number[];
  products?: number[];
  lineItems?: 'rich' | 'some' | 'none';
  embeddedNull?: boolean;
  disagree?: boolean;
  billing?: 'object' | 'string' | 'null';
  currency?: 'USD' | 'EUR' | 'GBP';
  taxRateId?: number;
  taxAfterDiscount?: boolean;
  mismatch?: boolean;
  longNote?: boolean;
  htmlDescriptionAt?: number;
  placeholderModified?: boolean;
}

export const CONTRACTS_PER_BLOCK = 300;
export const ADVERTISERS_PER_BLOCK = 100;
export const FIRST_CONTRACT_ID = 1001;
export const FIRST_INSERTION_ID = 100001;
export const FIRST_INVOICE_ID = 50001;

const won = { status: 'Won', proposal: false } as const;

/** Keyed by position in the first block: contract id = FIRST_CONTRACT_ID + position. */
export const SPECIALS: Record<number, Special> = {
  2: {
    ...won,
    advertiserId: 1,
    insertions: 7,
    unscheduled: [5],
    canceled: [6],
    products: [1, 4],
    lineItems: 'rich',
    embeddedNull: false,
    billing: 'object',
    currency: 'USD',
    taxRateId: 1,
    taxAfterDiscount: true,
    htmlDescriptionAt: 1,
  },
  4: { ...won, advertiserId: 2, longNote: true, lineItems: 'none', embeddedNull: false },
  6: { ...won, advertiserId: 3, lineItems: 'some', embeddedNull: true },
  9: { ...won, lineItems: 'some', embeddedNull: false, disagree: true },
  12: { ...won, billing: 'string' },
  15: { ...won, currency: 'EUR', insertions: 6 },
  18: { ...won, currency: 'GBP', insertions: 6 },
  21: { ...won, mismatch: true, insertions: 5 },
  24: { ...won, products: [10], insertions: 4 },
  27: { ...won, placeholderModified: true, insertions: 4 },
  30: { status: 'Open', proposal: true },
  33: { status: 'Lost', proposal: false },
};

export const HTML_DESCRIPTION = '<b>Grand opening</b> <script>alert("x")</script> & <i>more</i>';

const noteParagraph =
  'Client prefers proofs by e-mail before 3 pm. <b>Do not</b> run next to competitor ads ' +
  '(Bayview Motors, Seaside Subaru). Logo files: “final_v3.eps” ☕ – ask Zoë at Café Mañana ' +
  "if anything is missing. O'Brien & Sons share the co-op budget ✨ <script>alert(1)</script>. ";

/** Exactly 2,000 characters, all in the Basic Multilingual Plane so length = code points. */
export const LONG_NOTE =
  noteParagraph.repeat(Math.ceil(2000 / noteParagraph.length)).slice(0, 1999) + '.';
