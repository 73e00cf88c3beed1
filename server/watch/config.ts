// The morning digest's settings (DIGEST_*, SMTP_URL, PUBLIC_URL, ACCOUNT_TIME_ZONE), checked at
// start-up: digests are on when SMTP_URL is set, and then need a usable SMTP URL and PUBLIC_URL.
import { ConfigError, numberFrom } from '../env';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const urlOf = (raw: string) => (URL.canParse(raw) ? new URL(raw) : null);

/**
 * The digests' hour (0-23) of the account's day, its time zone (the server's when unset), the SMTP
 * URL (null: no mail; watches still work in the app), the sender, DIGEST_TO (where this machine's
 * digest goes with AUTH_MODE=none) and PUBLIC_URL without its trailing slash (the links' base).
 */
export function readDigestConfig(env: NodeJS.ProcessEnv) {
  const hour = numberFrom(env, 'DIGEST_HOUR', 7, 0, 23, 'an hour');
  const timeZone = env.ACCOUNT_TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(
      `ACCOUNT_TIME_ZONE must be a time zone name, as America/New_York, got "${timeZone}"`,
    );
  }
  const to = env.DIGEST_TO || null;
  if (to && !EMAIL.test(to)) {
    throw new ConfigError(`DIGEST_TO must be an e-mail address, got "${to}"`);
  }
  const given = env.PUBLIC_URL || null;
  if (given && !/^https?:$/.test(urlOf(given)?.protocol ?? '')) {
    throw new ConfigError(
      'PUBLIC_URL must be the address people open, as https://viewer.example.com',
    );
  }
  const publicUrl = given && given.replace(/\/+$/, '');
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl) {
    const url = urlOf(smtpUrl);
    // The value may hold a password: only its scheme is repeated.
    if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
      throw new ConfigError(
        `SMTP_URL must be smtp://user:password@host:587 or smtps://…:465, got ${url ? `a ${url.protocol} URL` : 'no URL'}`,
      );
    }
    if (!publicUrl) {
      throw new ConfigError(
        'PUBLIC_URL is required with SMTP_URL: the digest links to the viewer at that address',
      );
    }
  }
  const from =
    env.DIGEST_FROM ||
    `Ad-sales viewer <no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}>`;
  return { hour, timeZone, smtpUrl, from, to, publicUrl };
}

export type DigestConfig = ReturnType<typeof readDigestConfig>;

/** The account's date (YYYY-MM-DD) and hour at `at`. */
export function localTime(at: number, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
