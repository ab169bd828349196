import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Transaction } from './index';
import { PglitePrepared, pgliteOf } from './pglitePrepared';

/**
 * Runs a statement with its placeholders' values; rows come as the driver
 * parses them (column names as written). Given the transaction the caller
 * is in (of the same database), it runs there.
 */
export type NamedStatement = (
  values: Record<string, unknown>,
  transaction?: Transaction,
) => Promise<Record<string, unknown>[]>;

const dialect = new PgDialect();

/** The connection a node-postgres transaction of drizzle's runs on. */
function connectionOf(transaction: Transaction): pg.PoolClient {
  return (transaction as unknown as { session: { client: pg.PoolClient } }).session.client;
}

/**
 * A statement written once with `sql.placeholder`s and run by name: parsed
 * and planned once per connection (on PostgreSQL each pooled connection, on
 * PGlite its one session), where drizzle sends every statement unnamed, so
 * a long one is parsed and planned on every call, in the database's share
 * of the CPU: on PGlite that is the API's and the monitor's own thread.
 */
export function namedStatement(db: Database, name: string, query: SQL): NamedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async (values, transaction) => {
      const config = { name, text, values: fillPlaceholders(params, values) };
      return (await (transaction ? connectionOf(transaction).query(config) : client.query(config))).rows;
    };
  }
  const pglite = pgliteOf(db);
  if (pglite) {
    const prepared = new PglitePrepared(pglite, name, text);
    return (values, transaction) =>
      prepared.rows(fillPlaceholders(params, values), { inTransaction: transaction !== undefined });
  }
  throw new Error(`${name}: a named statement is made for the database itself, not for a transaction`);
}

/** One statement per database, made on first use. */
export function statementPerDatabase(name: string, query: () => SQL): (db: Database) => NamedStatement {
  const made = new WeakMap<Database, NamedStatement>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = namedStatement(db, name, query());
      made.set(db, statement);
    }
    return statement;
  };
}
