// What the go-anywhere box offers for what was typed: record numbers, and names from lists already
// loaded (advertisers, products, sections, users, inventory-controlled ad sizes). Pure, so it is
// tested without a browser.
import type { Advertiser } from '../api/advertisers';
import type { ControlledSize } from '../domain/availability-view';
import type { Product } from '../domain/products';
import type { Section } from '../domain/sections';
import type { User } from '../domain/users';
import { foldText, matchesText } from '../domain/search-text';
import { parseRecordNumber } from '../lib/record-id';
import { paths } from './paths';

export type HitKind =
  'contract' | 'invoice' | 'advertiser' | 'product' | 'section' | 'size' | 'user';

export interface Hit {
  /** Unique among the hits (used for the option's id). */
  key: string;
  kind: HitKind;
  label: string;
  /** A second line: the product of a section, a user's e-mail, an advertiser's number. */
  detail?: string;
  href: string;
}

export interface HitSources {
  advertisers?: readonly Advertiser[];
  products?: readonly Product[];
  sections?: readonly Section[];
  users?: readonly User[];
  /** Inventory-controlled ad sizes with their products' names (the server's, once a day). */
  sizes?: readonly ControlledSize[];
}

/** Names of each kind shown at most, so one long list does not push the others out of sight. */
export const PER_KIND = 6;

/** Better first: the whole text at the start of the name, then a word starting with it, then inside. */
function rank(label: string, typed: string): number {
  const name = foldText(label);
  const text = foldText(typed.trim());
  if (name.startsWith(text)) return 0;
  if (name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(text))) return 1;
  return 2;
}

function best<T>(items: readonly T[], typed: string, label: (item: T) => string): T[] {
  return items
    .filter((item) => matchesText(label(item), typed))
    .map((item) => ({ item, rank: rank(label(item), typed), label: label(item) }))
    .sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label))
    .slice(0, PER_KIND)
    .map((x) => x.item);
}

export function goAnywhereHits(typed: string, sources: HitSources): Hit[] {
  const text = typed.trim();
  if (!text) return [];
  const hits: Hit[] = [];
  const number = parseRecordNumber(text);
  if (number !== null) {
    hits.push(
      hit('contract', number, `Contract ${number}`, paths.contract.href(number)),
      hit('invoice', number, `Invoice ${number}`, paths.invoice.href(number)),
    );
    const advertiser = sources.advertisers?.find((a) => a.id === number);
    if (advertiser) hits.push(advertiserHit(advertiser));
  }
  const advertisers = best(sources.advertisers ?? [], text, (a) => a.name);
  hits.push(...advertisers.filter((a) => a.id !== number).map(advertiserHit));

  const products = sources.products ?? [];
  for (const p of best(products, text, (p) => p.name)) {
    const detail = p.active ? `Product ${p.id}` : `Product ${p.id}, inactive`;
    hits.push(hit('product', p.id, p.name, paths.product.href(p.id), detail));
  }
  const productName = new Map(products.map((p) => [p.id, p.name]));
  for (const s of best(sources.sections ?? [], text, (s) => s.name)) {
    const detail = `Section of ${productName.get(s.productId) ?? `product ${s.productId}`}`;
    hits.push(hit('section', s.id, s.name, paths.productTab.href(s.productId, 'sections'), detail));
  }
  // One hit per size name: "is the Leaderboard free?" is asked across products, so it opens the
  // availability of every size of that name (each row links to its product's own tab).
  const byName = new Map<string, ControlledSize[]>();
  for (const size of sources.sizes ?? []) {
    const key = foldText(size.name.trim());
    byName.set(key, [...(byName.get(key) ?? []), size]);
  }
  for (const same of best([...byName.values()], text, (group) => group[0]!.name)) {
    const first = same[0]!;
    const products = new Set(same.map((s) => s.productId));
    const detail =
      products.size === 1
        ? `Ad size of ${first.productName}: availability`
        : `Ad size in ${products.size} products: availability`;
    const href = paths.availability.href(new URLSearchParams({ q: first.name.trim() }));
    hits.push(hit('size', first.id, first.name, href, detail));
  }
  const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim() || u.email;
  for (const u of best(sources.users ?? [], text, (u) => `${fullName(u)} ${u.email}`)) {
    const href = paths.users.href(new URLSearchParams({ q: fullName(u) }));
    hits.push(hit('user', u.id, fullName(u), href, u.email || undefined));
  }
  return hits;
}

const hit = (kind: HitKind, id: number, label: string, href: string, detail?: string): Hit => ({
  key: `${kind}-${id}`,
  kind,
  label,
  detail,
  href,
});

const advertiserHit = (a: Advertiser) =>
  hit('advertiser', a.id, a.name, paths.advertiser.href(a.id), `Advertiser ${a.id}`);
