// One small SQL runner over the gateway's SQLite file or Postgres, so each part of the gateway's
// state (the ledger, the cache, the capability check's answer, the copy's verdicts) is written
// once and runs on both.
// Statements use `?` placeholders (Postgres's runner numbers them) and SQL both dialects read.
import type pg from 'pg';
import type { GatewayDb } from '../gateway/database';

export interface Sql {
  dialect: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Rows changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** The new row's id (SQLite's rowid; Postgres's `id` column). */
  insert(sql: string, params: unknown[]): Promise<number>;
  /**
   * Reads `read`'s first row and, unless `judge` refuses it, runs `insert`, returning the new row's
   * id: in one transaction no other writer enters between the read and the insert (SQLite's
   * IMMEDIATE takes the file's write lock, even against another process; Postgres runs `lock`
   * first, statements that lock a row).
   */
  guardedInsert<R>(
    read: Statement,
    judge: (row: unknown) => R | null,
    insert: Statement,
    lock: Statement[],
  ): Promise<number | R>;
}

export type Statement = [sql: string, params: unknown[]];

/** SQLite binds no booleans: they are stored as 0 and 1. */
const bindable = (params: unknown[]) =>
  params.map((value) => (typeof value === 'boolean' ? Number(value) : value));

export function sqliteSql(db: GatewayDb): Sql {
  const statements = new Map<string, ReturnType<GatewayDb['prepare']>>();
  const prepared = (sql: string) => {
    const statement = statements.get(sql) ?? db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  const guarded = db.transaction(
    (read: Statement, judge: (row: unknown) => unknown, [sql, params]: Statement) => {
      const refusal = judge(prepared(read[0]).get(...bindable(read[1])));
      return refusal ?? Number(prepared(sql).run(...bindable(params)).lastInsertRowid);
    },
  );
  return {
    dialect: 'sqlite',
    all: async <T>(sql: string, params: unknown[] = []) =>
      prepared(sql).all(...bindable(params)) as T[],
    run: async (sql, params = []) => prepared(sql).run(...bindable(params)).changes,
    insert: async (sql, params) => Number(prepared(sql).run(...bindable(params)).lastInsertRowid),
    guardedInsert: async <R>(
      read: Statement,
      judge: (row: unknown) => R | null,
      insert: Statement,
    ) => guarded.immediate(read, judge, insert) as number | R,
  };
}

export function postgresSql(pool: pg.Pool): Sql {
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const query = (q: pg.ClientBase | pg.Pool, [sql, params]: Statement) =>
    q.query(numbered(sql), params);
  const insert = async (q: pg.ClientBase | pg.Pool, [sql, params]: Statement) => {
    const { rows } = await query(q, [`${sql} RETURNING id`, params]);
    return Number((rows[0] as { id: number }).id);
  };
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, params: unknown[] = []) =>
      (await query(pool, [sql, params])).rows as T[],
    run: async (sql, params = []) => (await query(pool, [sql, params])).rowCount ?? 0,
    insert: (sql, params) => insert(pool, [sql, params]),
    guardedInsert: (read, judge, statement, lock) =>
      transaction(pool, async (client) => {
        for (const statement of lock) await query(client, statement);
        const refusal = judge((await query(client, read)).rows[0]);
        return refusal ?? insert(client, statement);
      }),
  };
}

/** Runs `work` in one transaction on one connection of the pool. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  // A connection the server ends between two statements (Postgres stopped, the transaction's
  // timeout) reports as an event on the client as well as to the next statement: without a
  // listener the event would end the process; the statement's rejection is what callers act on.
  const ignore = () => undefined;
  client.on('error', ignore);
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    broken = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', ignore);
    // A connection that failed is not handed to the next caller.
    client.release(broken);
  }
}
