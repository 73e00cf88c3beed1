// The demo plays a next day of changes (POST /__demo/next-day, demo mode only): a fixed set of
// records changes in the demo's store (one contract won, one lost, one invoice paid, one insertion
// cancelled, one contract created), so that the mirror's next pass records them and the "What
// changed" feed can be tried and tested. Each call plays another day: it takes the next records
// that have not changed yet (the lowest ids), so the same data always plays the same days.
import type { Db } from './db';
import { DEMO_TODAY } from './format';

/** The ids of the records changed (won, lost, paid, cancelled, created); null: none was left. */
export type PlayedDay = ReturnType<typeof playNextDay>;

type Wire = Record<string, unknown>;

/** The contract's head with some fields changed, in its own key order. */
const edit = (json: string, change: Wire) =>
  JSON.stringify({ ...(JSON.parse(json) as Wire), ...change });

export function playNextDay(db: Db, day = DEMO_TODAY) {
  /** Changes the first record (by id) that `where` finds (a contract's head, else its JSON). */
  const changeFirst = (table: string, where: string, change: Wire, args: string[] = []) => {
    const column = table === 'contracts' ? 'head' : 'json';
    const row = db
      .prepare(`SELECT id, ${column} AS json FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`)
      .get(...args) as { id: number; json: string } | undefined;
    if (!row) return null;
    const update = db.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ?`);
    update.run(edit(row.json, change), row.id);
    return row.id;
  };
  return db.transaction(() => {
    const open = "status = 'Open'";
    const sold = { date_sold: `${day} 09:30:00`, is_proposal: '0' };
    const won = changeFirst('contracts', open, { status: 'Won', ...sold });
    const unsold = { date_sold: '0000-00-00 00:00:00', is_proposal: '0' };
    const lost = changeFirst('contracts', open, { status: 'Lost', ...unsold });
    const unpaid = `json LIKE '%"status":"Unpaid"%' AND date_due < ?`;
    const paid = changeFirst(
      'invoices',
      unpaid,
      { status: 'Paid', date_modified: `${day} 11:00:00` },
      [day],
    );
    const live = `json LIKE '%"date_canceled":null%'`;
    const cancelled = changeFirst('insertions', live, { date_canceled: day });

    // A new proposal: the newest contract's parties and total under the next number.
    const newest = db.prepare('SELECT id, head FROM contracts ORDER BY id DESC LIMIT 1').get() as
      { id: number; head: string } | undefined;
    let created: number | null = null;
    if (newest) {
      created = newest.id + 1;
      db.prepare(`INSERT INTO contracts (id, head, line_items) VALUES (?, ?, '[]')`).run(
        created,
        edit(newest.head, {
          id: String(created),
          status: 'Open',
          is_proposal: '1',
          date_created: `${day} 14:00:00`,
          date_sold: '0000-00-00 00:00:00',
        }),
      );
    }
    // The demo's whole insertion list is made once; this tells it to make it again.
    db.pragma(`user_version = ${(db.pragma('user_version', { simple: true }) as number) + 1}`);
    return { won, lost, paid, cancelled, created };
  })();
}
