import { expect, it } from 'vitest';
import { seal, unseal } from './session';

const secret = 's'.repeat(32);

it('opens what it sealed until it expires', () => {
  const sealed = seal(secret, { sid: 'a', email: 'x@y.z', exp: 2000 });
  expect(unseal(secret, sealed, 1999)).toEqual({ sid: 'a', email: 'x@y.z', exp: 2000 });
  expect(unseal(secret, sealed, 2000)).toBeNull();
});

it('refuses a changed payload, a changed signature, another secret and junk', () => {
  const sealed = seal(secret, { sid: 'a', email: 'x@y.z', exp: 2000 });
  const [payload, mac] = sealed.split('.') as [string, string];
  const other = Buffer.from(JSON.stringify({ sid: 'a', email: 'boss@y.z', exp: 2000 })).toString(
    'base64url',
  );
  expect(unseal(secret, `${other}.${mac}`, 0)).toBeNull();
  expect(unseal(secret, `${payload}.${mac.slice(0, -2)}AA`, 0)).toBeNull();
  expect(unseal('t'.repeat(32), sealed, 0)).toBeNull();
  for (const junk of ['', '.', 'abc', '.abc', 'abc.', undefined])
    expect(unseal(secret, junk, 0)).toBeNull();
});
