// The API's shared nested objects: contact data (e-mail addresses) and addresses, the latter also
// sent as a bare address id.
import { z } from 'zod/mini';
import {
  fail,
  readInt,
  readTextOrNull,
  wire,
  wireIdOrNull,
  wireOrNull,
  wireTextOrNull,
  wireRecord,
  wireTimestamp,
  type Timestamp,
} from './wire';

export interface Contact {
  id: number | null;
  contactId: number | null;
  advertiserId: number | null;
  agencyId: number | null;
  /** The address itself (the wire's `value`); null when blank. */
  email: string | null;
  type: string | null;
  typeName: string | null;
}

/** A contact data object (billing_email, production_email, sold_to_email), or null. */
export const wireContactOrNull = wireOrNull(() =>
  wireRecord<Contact>()(
    () => ({
      id: wireIdOrNull,
      contact_id: wireIdOrNull,
      advertiser_id: wireIdOrNull,
      agency_id: wireIdOrNull,
      value: wire((v) => {
        const text = readTextOrNull(v);
        return text && text.trim();
      }, 'text or null'),
      type: wireTextOrNull,
      type_name: wireTextOrNull,
    }),
    { email: 'value' },
  ),
);

export interface Address {
  id: number | null;
  contactId: number | null;
  agencyId: number | null;
  advertiserId: number | null;
  line1: string | null;
  line2: string | null;
  line3: string | null;
  line4: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: { name: string | null; abbreviation: string | null } | null;
  dateCreated: Timestamp | null;
  createdByUserId: number | null;
}

export const wireAddress = wireRecord<Address>()(() => ({
  id: wireIdOrNull,
  contact_id: wireIdOrNull,
  agency_id: wireIdOrNull,
  advertiser_id: wireIdOrNull,
  line1: wireTextOrNull,
  line2: wireTextOrNull,
  line3: wireTextOrNull,
  line4: wireTextOrNull,
  city: wireTextOrNull,
  state: wireTextOrNull,
  postal_code: wireTextOrNull,
  country: wireOrNull(() => z.object({ name: wireTextOrNull, abbreviation: wireTextOrNull })),
  date_created: wireTimestamp,
  created_by_user_id: wireIdOrNull,
}));

/** An address as the API may send it: the object, or only its id (a bare id string). */
export type AddressRef = { kind: 'object'; address: Address } | { kind: 'id'; id: number };

/** An address object, a bare address id (`"338"`), or null / missing / `""` (null). */
export const wireAddressRefOrNull = z.lazy(() =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): AddressRef | null => {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'string' || typeof value === 'number') {
        const id = readInt(value);
        return id === undefined
          ? fail(ctx, value, 'an address object, an address id or null')
          : { kind: 'id', id };
      }
      const result = wireAddress.safeParse(value);
      if (result.success) return { kind: 'object', address: result.data };
      for (const issue of result.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, input: value, path: issue.path });
      }
      return z.NEVER;
    }),
  ),
);
