// Choosing an advertiser by what a person types: part of a name (any case, accents optional) or a
// bare number, as the advertiser filters accept it.
import type { Advertiser } from '../api/advertisers';
import { foldText, matchesText } from '../domain/search-text';

const NUMBER = /^\s*#?\s*(\d{1,15})\s*$/;

/**
 * The advertisers matching `typed`, best first: the advertiser whose number was typed, then names
 * starting with it, then names containing every word; at most `limit`.
 */
export function advertiserMatches(
  list: readonly Advertiser[],
  typed: string,
  limit: number,
): Advertiser[] {
  const text = typed.trim();
  if (text === '') return [];
  const number = NUMBER.exec(text);
  const byNumber = number ? list.filter((a) => a.id === Number(number[1])) : [];
  const folded = foldText(text);
  const named = list.filter((a) => !byNumber.includes(a) && matchesText(a.name, text));
  const starts = named.filter((a) => foldText(a.name).startsWith(folded));
  const rest = named.filter((a) => !starts.includes(a));
  const byName = (a: Advertiser, b: Advertiser) => a.name.localeCompare(b.name) || a.id - b.id;
  return [...byNumber, ...starts.sort(byName), ...rest.sort(byName)].slice(0, limit);
}

/**
 * What the filter gets for the typed text: '' for nothing, the number's digits for a bare number or
 * a name typed in full (one advertiser only), else the text itself (the form says it is not one).
 */
export function resolveAdvertiser(list: readonly Advertiser[], typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  const number = NUMBER.exec(text);
  if (number) return number[1]!;
  const folded = foldText(text);
  const exact = list.filter((a) => foldText(a.name.trim()) === folded);
  return exact.length === 1 ? String(exact[0]!.id) : text;
}
