import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { omit } from '../testing/demo-fetch';
import { wireAddressRefOrNull, wireContactOrNull } from './wire-objects';

const contact = {
  id: '9003',
  contact_id: '3001',
  advertiser_id: '1',
  agency_id: null,
  value: 'accounts@cafe-manana.example',
  type: 'Email',
  type_name: 'Work',
};

const address = {
  id: '302',
  contact_id: '3001',
  agency_id: null,
  advertiser_id: '1',
  line1: '227 Wharf Road',
  line2: null,
  line3: '',
  line4: null,
  city: 'Portsmouth',
  state: 'NH',
  postal_code: '03801',
  country: { name: 'United States', abbreviation: 'US' },
  date_created: '2019-06-02 10:00:01',
  created_by_user_id: '2',
};

describe('contact data objects', () => {
  it('become an e-mail address with numeric ids', () => {
    expect(wireContactOrNull.parse(contact)).toEqual({
      id: 9003,
      contactId: 3001,
      advertiserId: 1,
      agencyId: null,
      email: 'accounts@cafe-manana.example',
      type: 'Email',
      typeName: 'Work',
    });
  });

  it('null, missing and a blank value', () => {
    expect(wireContactOrNull.parse(null)).toBeNull();
    expect(z.object({ c: wireContactOrNull }).parse({})).toEqual({ c: null });
    expect(wireContactOrNull.parse({ ...contact, value: ' ' })?.email).toBeNull();
    expect(wireContactOrNull.parse({ ...contact, value: ' a@b.example ' })?.email).toBe(
      'a@b.example',
    );
  });

  it('a contact that is not an object is an error', () => {
    expect(wireContactOrNull.safeParse('accounts@x.example').success).toBe(false);
    expect(wireContactOrNull.safeParse({ ...contact, id: 'x' }).error?.issues[0]?.path).toEqual([
      'id',
    ]);
  });
});

describe('addresses', () => {
  it('an address object', () => {
    const ref = wireAddressRefOrNull.parse(address);
    expect(ref).toEqual({
      kind: 'object',
      address: {
        id: 302,
        contactId: 3001,
        agencyId: null,
        advertiserId: 1,
        line1: '227 Wharf Road',
        line2: null,
        line3: null,
        line4: null,
        city: 'Portsmouth',
        state: 'NH',
        postalCode: '03801',
        country: { name: 'United States', abbreviation: 'US' },
        dateCreated: '2019-06-02 10:00:01',
        createdByUserId: 2,
      },
    });
  });

  it('a bare address id, as a string or a number', () => {
    expect(wireAddressRefOrNull.parse('338')).toEqual({ kind: 'id', id: 338 });
    expect(wireAddressRefOrNull.parse(338)).toEqual({ kind: 'id', id: 338 });
  });

  it('null, "" and missing are null; a missing country is null', () => {
    expect(wireAddressRefOrNull.parse(null)).toBeNull();
    expect(wireAddressRefOrNull.parse('')).toBeNull();
    expect(z.object({ a: wireAddressRefOrNull }).parse({})).toEqual({ a: null });
    const withoutCountry = omit(address, 'country');
    expect(wireAddressRefOrNull.parse(withoutCountry)).toMatchObject({
      address: { country: null },
    });
  });

  it('a bad field inside the object is reported with its path', () => {
    const result = z
      .object({ billing_address: wireAddressRefOrNull })
      .safeParse({ billing_address: { ...address, created_by_user_id: 'Dana' } });
    expect(result.error?.issues[0]?.path).toEqual(['billing_address', 'created_by_user_id']);
    expect(wireAddressRefOrNull.safeParse('Main Street').success).toBe(false);
    expect(wireAddressRefOrNull.safeParse(true).success).toBe(false);
  });
});
