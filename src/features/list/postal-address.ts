// The lines of a postal address as the record pages print it (a contract's parties, an invoice's
// and a statement's bill-to): blank parts left out, "City, ST 04101" on one line.
import type { Address } from '../../domain/wire-objects';

export function addressLines(address: Address): string[] {
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.line1,
    address.line2,
    address.line3,
    address.line4,
    place,
    address.country?.name ?? address.country?.abbreviation ?? null,
  ].filter((line): line is string => !!line && line.trim() !== '');
}
