import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './index';

/** Runs a statement with its placeholders' values; rows come as the driver parses them (column names as written). */
export type NamedStatement = (values: Record<string, unknown>) => Promise<Record<string, unknown>[]>;

const dialect = new PgDialect();

/**
 * A statement written once with `sql.placeholder`s and run by name: on
 * PostgreSQL each pooled connection parses and plans it once (drizzle's
 * `execute` sends every statement unnamed, so a long one is parsed and
 * planned on every call, in the database's share of the CPU). On PGlite it
 * runs through PGlite's own query, with its text built once.
 */
export function namedStatement(db: Database, name: string, query: SQL): NamedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async (values) => (await client.query({ name, text, values: fillPlaceholders(params, values) })).rows;
  }
  if (client instanceof PGlite) {
    return async (values) => (await client.query<Record<string, unknown>>(text, fillPlaceholders(params, values))).rows;
  }
  throw new Error(`${name}: a named statement runs on the database itself, not in a transaction`);
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
