// The watches' API, each request as the person asking (their own watches only: another person's
// id is a 404), and the digest's one-click unsubscribe page:
//   GET    /api/watches          what the person follows, with what changed since their last visit
//   POST   /api/watches          {kind, target, label}: follow (400 for a target that is none)
//   DELETE /api/watches/:id      stop
//   POST   /api/watches/visit    the person opened /watching: what changed so far is seen
//   POST   /api/digests/send     administrators: write and send the due digests at once
//   GET|POST /unsubscribe?o&r&s  a digest's signed link (before sign-in: one click from the mail)
import { Hono, type Context } from 'hono';
import { z } from 'zod/mini';
import {
  targetProblem,
  WATCH_KINDS,
  watchHref,
  type WatchesAnswer,
} from '../../src/domain/watches';
import type { Person } from '../auth/users';
import { linkButton, problemPage } from '../auth/pages';
import { ROLES } from '../auth/policy';
import type { GatewayEnv } from '../gateway/client-id';
import { localTime } from './config';
import type { Digests } from './digests';
import { snapshotOf } from './snapshots';
import { whatChanged, type WatchDeps } from './what-changed';

/** With AUTH_MODE=none the watches belong to this machine. */
const THIS_MACHINE = 'this machine';

const NO_STORE = { 'cache-control': 'private, no-store' };

const WatchBody = z.object({
  kind: z.enum(WATCH_KINDS),
  target: z.string(),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
});

export function watchRoutes(deps: WatchDeps & { digests: Digests }) {
  const { store, config } = deps;
  const now = deps.now ?? Date.now;
  const api = new Hono<GatewayEnv>();
  const today = () => localTime(now(), config.timeZone).day;

  const asking = (c: Context) => c.get('person') as Person | undefined;
  /** The person asking, or this machine. */
  const ownerOf = (person: Person | undefined) => ({
    owner: person ? person.email.toLowerCase() : THIS_MACHINE,
    email: person?.email ?? null,
    roles: person ? person.roles : [...ROLES],
  });
  /**
   * Who the owner is now (e-mail, roles), kept for the digest written without a request: written
   * once a person a server start and again when their roles change, never by a read.
   */
  const kept = new Map<string, string>();
  async function keep(person: Person | undefined) {
    const { owner, email, roles } = ownerOf(person);
    const key = JSON.stringify([email, roles]);
    if (kept.get(owner) === key) return owner;
    await store.savePerson(owner, email, roles);
    kept.set(owner, key);
    return owner;
  }

  api.get('/watches', async (c) => {
    const { owner, email, roles } = ownerOf(asking(c));
    const [watches, person] = await Promise.all([store.list(owner), store.person(owner)]);
    const visitedAt = person?.visitedAt ?? null;
    const news = await whatChanged(deps, watches, roles, {
      today: today(),
      sinceOf: (w) => Math.max(visitedAt ?? 0, w.createdAt),
      stateOf: (w) => w.seenState,
    });
    const items = watches.map((w) => ({
      id: w.id,
      kind: w.kind,
      target: w.target,
      createdAt: new Date(w.createdAt).toISOString(),
      ...news.get(w.id)!,
    }));
    const on = deps.digests.on();
    const stopped = owner !== THIS_MACHINE && !!person?.unsubscribedAt;
    const mailTo = on && !stopped ? (owner === THIS_MACHINE ? config.to : email) : null;
    const answer: WatchesAnswer = {
      visitedAt: visitedAt === null ? null : new Date(visitedAt).toISOString(),
      watches: items,
      changed: items.filter((w) => w.changes.length > 0 || w.note).length,
      mailTo,
      mailNote: mailTo
        ? null
        : !on
          ? 'This server sends no e-mail (SMTP_URL is not set).'
          : person?.unsubscribedAt
            ? 'You stopped the morning e-mail.'
            : 'No address to send it to (DIGEST_TO is not set).',
    };
    return c.json(answer, 200, NO_STORE);
  });

  api.post('/watches', async (c) => {
    const parsed = WatchBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json(
        { error: 'Send {"kind", "target", "label"}: kind one of ' + WATCH_KINDS.join(', ') },
        400,
      );
    }
    const { kind, target, label } = parsed.data;
    const problem = targetProblem(kind, target);
    if (problem) return c.json({ error: `Not a ${kind} to watch: ${problem}` }, 400);
    const owner = await keep(asking(c));
    const state = await snapshotOf(deps.mirrorDb, { kind, target }, today());
    const watch = await store.add(
      owner,
      { kind, target, label, state: state && JSON.stringify(state) },
      now(),
    );
    return c.json({ ...watch, href: watchHref(kind, target) }, 201, NO_STORE);
  });

  api.delete('/watches/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const { owner } = ownerOf(asking(c));
    const removed = Number.isSafeInteger(id) && (await store.remove(owner, id));
    return removed
      ? c.json({ removed: id }, 200, NO_STORE)
      : c.json({ error: `You watch nothing numbered ${c.req.param('id')}` }, 404);
  });

  api.post('/watches/visit', async (c) => {
    const owner = await keep(asking(c));
    // What the sizes and views show now is what the person has seen.
    const states = await Promise.all(
      (await store.list(owner)).map(async (w): Promise<[number, string | null]> => {
        const state = await snapshotOf(deps.mirrorDb, w, today());
        return [w.id, state ? JSON.stringify(state) : w.seenState];
      }),
    );
    await store.saveStates('seen', states);
    await store.mark(owner, 'visited_at', now());
    return c.json({ visitedAt: new Date(now()).toISOString() }, 200, NO_STORE);
  });

  api.post('/digests/send', async (c) => {
    const person = c.get('person') as Person | undefined;
    if (person && !person.roles.includes('administrator')) {
      return c.json({ error: 'Only an administrator may send the digests' }, 403);
    }
    if (!deps.digests.on()) {
      return c.json({ error: 'Digests are off: set SMTP_URL and PUBLIC_URL' }, 409);
    }
    return c.json(await deps.digests.sendNow(), 200, NO_STORE);
  });

  const unsubscribe = new Hono();
  unsubscribe.on(['GET', 'POST'], '/unsubscribe', async (c) => {
    const [owner, run, signature] = ['o', 'r', 's'].map((k) => c.req.query(k) ?? '');
    if (!owner || !run || !(await deps.digests.verify(owner, run, signature!))) {
      return c.html(page('This unsubscribe link is not valid (it was changed or cut short).'), 400);
    }
    const used = await store.useLink(owner!, run!, now());
    if (used !== 'done') {
      return c.html(page('This link was used already: the morning e-mail is stopped.'), 410);
    }
    await store.mark(owner!, 'unsubscribed_at', now());
    return c.html(
      page('Done: no more morning e-mails. Your watches stay on the Watching page of the viewer.'),
    );
  });

  // The sign-in's guard hands over the person of each request (`keep` writes once).
  return { api, unsubscribe, keepPerson: keep };
}

const page = (message: string) =>
  problemPage('Morning e-mail', message, [linkButton('/watching', 'What you watch')]);
