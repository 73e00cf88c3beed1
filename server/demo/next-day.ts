// The demo plays a next day of changes (POST /__demo/next-day, demo mode only): a fixed set of
// records changes in the demo's store (one contract won, one lost, one invoice paid, one insertion
// cancelled, one contract created), so that the mirror's next pass records them and the "What
// changed" feed can be tried and tested. Each call plays another day: it takes the next records
// that have not changed yet (the lowest ids), so the same data always plays the same days.
import type { Db } from './db';
import { DEMO_TODAY } from './format';

export interface PlayedDay {
  won: number | null;
  lost: number | null;
  paid: number | null;
  cancelled: number | null;
  created: number | null;
}

type Wire = Record<string, unknown>;

/** The contract's head with some fields changed, in its own key order. */
const edit = (json: string, change: Wire) =>
  JSON.stringify({ ...(JSON.parse(json) as Wire), ...change });

export function playNextDay(db: Db, day = DEMO_TODAY): PlayedDay {
  const contract = db.prepare(
    "SELECT id, head FROM contracts WHERE status = 'Open' ORDER BY id LIMIT 1",
  );
  const setContract = db.prepare('UPDATE contracts SET head = ? WHERE id = ?');
  const decide = (status: 'Won' | 'Lost', at: string): number | null => {
    const row = contract.get() as { id: number; head: string } | undefined;
    if (!row) return null;
    const sold = status === 'Won' ? at : '0000-00-00 00:00:00';
    setContract.run(edit(row.head, { status, date_sold: sold, is_proposal: '0' }), row.id);
    return row.id;
  };
  return db.transaction((): PlayedDay => {
    const won = decide('Won', `${day} 09:30:00`);
    const lost = decide('Lost', `${day} 10:15:00`);

    const invoice = db
      .prepare(
        `SELECT id, json FROM invoices WHERE json LIKE '%"status":"Unpaid"%' AND date_due < ?
         ORDER BY id LIMIT 1`,
      )
      .get(day) as { id: number; json: string } | undefined;
    if (invoice) {
      db.prepare('UPDATE invoices SET json = ? WHERE id = ?').run(
        edit(invoice.json, { status: 'Paid', date_modified: `${day} 11:00:00` }),
        invoice.id,
      );
    }

    const insertion = db
      .prepare(
        `SELECT id, json FROM insertions WHERE json LIKE '%"date_canceled":null%' ORDER BY id LIMIT 1`,
      )
      .get() as { id: number; json: string } | undefined;
    if (insertion) {
      db.prepare('UPDATE insertions SET json = ? WHERE id = ?').run(
        edit(insertion.json, { date_canceled: day }),
        insertion.id,
      );
    }

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
    return {
      won,
      lost,
      paid: invoice?.id ?? null,
      cancelled: insertion?.id ?? null,
      created,
    };
  })();
}
