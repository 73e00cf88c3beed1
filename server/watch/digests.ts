// The morning digest: at DIGEST_HOUR of the account's day, after the nightly pass, the sync leader
// writes one digest per person whose watches changed (the day's run claimed in the store, so it is
// written once), then sends what is due, each digest claimed before its send (sent once, whatever
// the number of servers). A refused send is tried again with backoff, kept for a day, then given
// up and shown on /status; none is dropped silently.
import { createHmac, randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Role } from '../auth/policy';
import { sameSecret } from '../auth/session';
import { localTime } from './config';
import { digestMail } from './mail';
import type { StoredDigest } from './store';
import { whatChanged, type WatchDeps } from './what-changed';

/** Sends one message; nodemailer's SMTP transport in production. */
type SendMail = (message: {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}) => Promise<unknown>;

interface DigestDeps extends WatchDeps {
  /** AUTH_MODE=none: the watches are this machine's; its digest goes to DIGEST_TO only. */
  anonymous: boolean;
  /** Only the sync leader writes and sends. */
  isLeader: () => boolean;
  /** False while a pass runs: the digest waits for the nightly pass. */
  passDone: () => boolean;
  sendMail?: SendMail;
  logger?: { warn(o: object, m: string): void };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long a sender holds a digest it claimed: time enough for one SMTP conversation. */
const CLAIM_MS = 5 * MINUTE;
/** The wait before the nth retry: a minute, doubled each time, at most an hour. */
const backoffMs = (attempts: number) => Math.min(MINUTE * 2 ** (attempts - 1), 60 * MINUTE);

export function createDigests(deps: DigestDeps) {
  const { store, config } = deps;
  const now = deps.now ?? Date.now;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const sendMail: SendMail | null =
    deps.sendMail ?? (transport && ((message) => transport.sendMail(message)));

  const sign = async (owner: string, run: string) =>
    createHmac('sha256', await store.secret())
      .update(`unsubscribe\n${owner}\n${run}`)
      .digest('base64url');
  const unsubscribeUrl = async (owner: string, run: string) =>
    `${config.publicUrl}/unsubscribe?${new URLSearchParams({ o: owner, r: run, s: await sign(owner, run) })}`;

  /** Writes the run's digests: one per person whose watches changed since their last one. */
  async function write(run: string, at: number): Promise<number> {
    const today = localTime(at, config.timeZone).day;
    let written = 0;
    for (const person of await store.subscribers()) {
      const recipient = deps.anonymous ? config.to : person.email;
      if (!recipient) continue;
      const watches = await store.list(person.owner);
      const news = await whatChanged(deps, watches, person.roles as Role[], {
        today,
        sinceOf: (w) => Math.max(person.digestThrough ?? 0, w.createdAt),
        stateOf: (w) => w.sentState,
      });
      const sections = watches.map((w) => news.get(w.id)!).filter((s) => s.changes.length > 0);
      if (sections.length > 0) {
        const mail = digestMail(sections, {
          day: today,
          base: config.publicUrl!,
          unsubscribe: await unsubscribeUrl(person.owner, run),
        });
        written += await store.addDigest({ owner: person.owner, run, recipient, ...mail }, at);
      }
      await store.saveStates(
        'sent',
        watches.map((w) => [w.id, news.get(w.id)!.state]),
      );
      await store.mark(person.owner, 'digest_through', at);
    }
    return written;
  }

  /** Sends every digest due; each one claimed first (another sender skips it). */
  async function send(at: number): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    await store.expire(at - DAY);
    for (const digest of await store.due(at)) {
      if (!sendMail || !(await store.claim(digest.id, at, at + CLAIM_MS))) continue;
      try {
        const unsubscribe = await unsubscribeUrl(digest.owner, digest.run);
        await sendMail({
          from: config.from,
          to: digest.recipient,
          subject: digest.subject,
          text: digest.text,
          html: digest.html,
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        await store.sent(digest.id, now());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await store.failed(
          digest.id,
          message.slice(0, 500),
          now() + backoffMs(digest.attempts + 1),
        );
        deps.logger?.warn({ err: message, digest: digest.id }, 'digest: the send failed');
        failed += 1;
      }
    }
    return { sent, failed };
  }

  const on = () => sendMail !== null && config.publicUrl !== null;

  /** For /status (read synchronously): the settings and the digests not sent in two days. */
  const unsentOf = (d: StoredDigest) => ({
    to: d.recipient,
    run: d.run,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    nextAttempt: d.status === 'pending' ? new Date(d.nextAt).toISOString() : null,
  });
  let unsent: ReturnType<typeof unsentOf>[] = [];
  async function refresh() {
    unsent = (await store.troubles(now() - 2 * DAY)).map(unsentOf);
  }

  return {
    on,
    /** The minute's check: the day's digests once their hour has come, then what is due. */
    async tick() {
      if (on() && deps.isLeader()) {
        const at = now();
        const local = localTime(at, config.timeZone);
        if (local.hour >= config.hour && deps.passDone() && (await store.claimRun(local.day, at))) {
          await write(local.day, at);
        }
        await send(at);
      }
      await refresh();
    },
    /** An administrator's "send now": the changes since each person's last digest, at once. */
    async sendNow() {
      const at = now();
      // Each press its own run (two at one millisecond too).
      const run = `now-${new Date(at).toISOString()}-${randomUUID().slice(0, 8)}`;
      const written = (await store.claimRun(run, at)) ? await write(run, at) : 0;
      const result = { written, ...(await send(at)) };
      await refresh();
      return result;
    },
    /** A link's owner and run, if its signature is the server's. */
    verify: async (owner: string, run: string, signature: string) =>
      sameSecret(signature, await sign(owner, run)),
    status: () => ({ on: on(), hour: config.hour, timeZone: config.timeZone, unsent }),
  };
}

export type Digests = ReturnType<typeof createDigests>;
