// The digest's settings: digests are on with SMTP_URL, and a start with a bad SMTP_URL or without
// PUBLIC_URL stops with one line (exit 2) before listening.
import { describe, expect, it } from 'vitest';
import { runServer } from '../testing/replica-harness';
import { localTime, readDigestConfig } from './config';

describe('readDigestConfig', () => {
  it('defaults: 7 in the server’s zone, no mail', () => {
    expect(readDigestConfig({})).toMatchObject({
      hour: 7,
      smtpUrl: null,
      to: null,
      publicUrl: null,
    });
  });

  it('takes the settings, PUBLIC_URL without its trailing slash', () => {
    expect(
      readDigestConfig({
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        PUBLIC_URL: 'https://viewer.example.com/',
        DIGEST_HOUR: '6',
        ACCOUNT_TIME_ZONE: 'America/Chicago',
        DIGEST_TO: 'me@example.com',
      }),
    ).toEqual({
      hour: 6,
      timeZone: 'America/Chicago',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'Ad-sales viewer <no-reply@viewer.example.com>',
      to: 'me@example.com',
      publicUrl: 'https://viewer.example.com',
    });
  });

  it.each([
    [
      { SMTP_URL: 'http://mail.example.com', PUBLIC_URL: 'https://v.example.com' },
      /^SMTP_URL must be smtp:\/\/.* got a http: URL$/,
    ],
    [{ SMTP_URL: 'smtp://u:secret@mail' }, /^PUBLIC_URL is required with SMTP_URL/],
    [{ DIGEST_HOUR: '24' }, /^DIGEST_HOUR must be an hour from 0 to 23, got "24"$/],
    [{ ACCOUNT_TIME_ZONE: 'Mars/Olympus' }, /^ACCOUNT_TIME_ZONE must be a time zone name/],
    [{ DIGEST_TO: 'nobody' }, /^DIGEST_TO must be an e-mail address/],
  ])('refuses %o', (env, message) => {
    expect(() => readDigestConfig(env)).toThrow(message);
  });

  it('never repeats the SMTP password', () => {
    expect(() => readDigestConfig({ SMTP_URL: 'ftp://u:hunter22@x' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter22') }),
    );
  });

  it("gives the account's date and hour in its zone", () => {
    const at = Date.UTC(2026, 10, 28, 3, 30);
    expect(localTime(at, 'UTC')).toEqual({ day: '2026-11-28', hour: 3 });
    expect(localTime(at, 'America/New_York')).toEqual({ day: '2026-11-27', hour: 22 });
  });
});

it('stops the start with one line when digests are on without PUBLIC_URL', async () => {
  const { code, output } = await runServer({
    DATA_DIR: ':memory:',
    SMTP_URL: 'smtp://mail.example.com:587',
    PUBLIC_URL: '',
  });
  expect(code).toBe(2);
  expect(output.trim()).toBe(
    'Configuration error: PUBLIC_URL is required with SMTP_URL: the digest links to the viewer at that address',
  );
}, 30_000);
