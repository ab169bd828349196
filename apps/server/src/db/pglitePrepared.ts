import { PGlite, protocol } from '@electric-sql/pglite';
import type { Database } from './index';

/** Positional text values of a statement's parameters (null for NULL). */
export type TextParams = (string | null)[];
/** Rows as PostgreSQL's text format gives them, one string (or null) per column in the statement's order. */
export type TextRows = (string | null)[][];

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A statement PGlite parses and plans once: a named statement of the
 * extended protocol, then one Bind/Execute/Sync message per call. Drizzle's
 * PGlite driver sends every query as the unnamed statement, in six calls
 * into PostgreSQL, so a complex query is parsed and planned anew each time.
 * The call waits for any transaction in progress, as PGlite's own queries do.
 */
export class PglitePrepared {
  private parsed = false;

  constructor(
    private readonly client: PGlite,
    private readonly name: string,
    private readonly text: string,
  ) {}

  run(values: TextParams): Promise<TextRows> {
    const { client } = this;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!this.parsed) await this.parse();
        const messages = await this.execute(values).catch(async (error: unknown) => {
          // The session lost the statement (26000: it does not exist, e.g. after DEALLOCATE ALL): parse it again, once.
          if ((error as { code?: string }).code !== '26000') throw error;
          await this.parse();
          return this.execute(values);
        });
        const rows: TextRows = [];
        for (const message of messages) {
          if (message.name === 'dataRow')
            rows.push((message as InstanceType<typeof protocol.messages.DataRowMessage>).fields);
        }
        return rows;
      }),
    );
  }

  private async parse(): Promise<void> {
    // Closing a statement that does not exist is no error; one left by another copy of this statement would refuse the parse.
    const close = serialize.close({ type: 'S', name: this.name });
    const parse = serialize.parse({ name: this.name, text: this.text });
    await this.client.execProtocol(concat([close, parse, serialize.sync()]), { syncToFs: false });
    this.parsed = true;
  }

  private async execute(values: TextParams) {
    const bind = serialize.bind({ statement: this.name, values });
    const { messages } = await this.client.execProtocol(concat([bind, serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
    });
    return messages;
  }
}

/** The PGlite a database runs on, or null on PostgreSQL (and for a transaction, which must use its own connection). */
export function pgliteOf(db: Database): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}
