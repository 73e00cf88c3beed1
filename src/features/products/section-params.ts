// The sections tab's lookup through the secondary endpoint: `id` and `date_created` (API names).
import { parsePositiveId, type Correction } from './url-params';

export interface SectionLookup {
  id: number | null;
  /** `YYYY-MM-DD` (sections created that day) or `YYYY-MM` (that month). */
  dateCreated: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

export function isValidCreatedDate(value: string): boolean {
  const day = DAY.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }
  const month = MONTH.exec(value);
  return !!month && Number(month[2]) >= 1 && Number(month[2]) <= 12;
}

export function parseSectionLookup(search: URLSearchParams): {
  lookup: SectionLookup;
  corrections: Correction[];
} {
  const corrections: Correction[] = [];
  const id = parsePositiveId(search, 'id', corrections);
  const raw = search.get('date_created')?.trim() ?? '';
  let dateCreated: string | null = null;
  if (raw && isValidCreatedDate(raw)) dateCreated = raw;
  else if (raw) {
    corrections.push({
      param: 'date_created',
      message: `date_created=${raw} is not a date (YYYY-MM-DD) or a month (YYYY-MM): the filter is left out.`,
    });
  }
  return { lookup: { id, dateCreated }, corrections };
}

export function isLookupSet(lookup: SectionLookup): boolean {
  return lookup.id !== null || lookup.dateCreated !== null;
}

/** The secondary endpoint's parameters for a lookup; absent filters are left out. */
export function secondaryParams(productId: number, lookup: SectionLookup) {
  return {
    product_id: productId,
    ...(lookup.id !== null ? { id: lookup.id } : {}),
    ...(lookup.dateCreated !== null ? { date_created: lookup.dateCreated } : {}),
  };
}
