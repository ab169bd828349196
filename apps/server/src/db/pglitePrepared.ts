import { PGlite, protocol, types } from '@electric-sql/pglite';
import type { Database } from './index';

/** Positional text values of a statement's parameters (null for NULL). */
export type TextParams = (string | null)[];
/** Rows as PostgreSQL's text format gives them, one string (or null) per column in the statement's order. */
export type TextRows = (string | null)[][];

const { serialize } = protocol;
type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;

/** A column of the statement's answer: its name and type, read when the statement is parsed. */
interface AnswerColumn {
  name: string;
  typeId: number;
}

export interface RunOptions {
  /**
   * The call runs inside a transaction this caller holds (PGlite's
   * `transaction` callback): it must not wait for the transaction lock.
   */
  inTransaction?: boolean;
}

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
 * How many times each PGlite session was found to have lost its prepared
 * statements: when one statement finds its gone (DEALLOCATE ALL), all of
 * them are, and each parses itself again before its next call.
 */
const sessionResets = new WeakMap<PGlite, number>();

/**
 * A statement PGlite parses and plans once: a named statement of the
 * extended protocol, then one Bind/Execute/Sync message per call. Drizzle's
 * PGlite driver sends every query as the unnamed statement, in six calls
 * into PostgreSQL, so a complex query is parsed and planned anew each time.
 * Outside a transaction the call waits for any transaction in progress, as
 * PGlite's own queries do.
 */
export class PglitePrepared {
  private columns: AnswerColumn[] | null = null;
  /** The session's reset count when this statement was parsed. */
  private parsedAt = 0;
  /** The parameters' types, read when the statement is parsed. */
  private parameterTypes: number[] = [];

  constructor(
    private readonly client: PGlite,
    private readonly name: string,
    private readonly text: string,
  ) {}

  /** The rows as text, in the order of the statement's columns. */
  async run(values: TextParams, options: RunOptions = {}): Promise<TextRows> {
    return (await this.dataRows(() => values, options, false)).map((row) => row.fields);
  }

  /**
   * The rows by column name; the values are serialized and each answer
   * parsed as PGlite's own `query` does it, by the parameters' and
   * columns' types.
   */
  async rows(values: unknown[], options: RunOptions = {}): Promise<Record<string, unknown>[]> {
    const serialized = () =>
      values.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = this.client.serializers[this.parameterTypes[index]!];
        return serializer ? serializer(value) : String(value);
      });
    const answer = await this.dataRows(serialized, options, !options.inTransaction);
    const columns = this.columns ?? [];
    return answer.map(({ fields }) => {
      const row: Record<string, unknown> = {};
      columns.forEach((column, index) => {
        row[column.name] = types.parseType(fields[index] ?? null, column.typeId, this.client.parsers);
      });
      return row;
    });
  }

  /** `values` gives the parameters once the statement's types are known (it is parsed first when need be). */
  private dataRows(
    values: () => TextParams,
    { inTransaction = false }: RunOptions,
    syncToFs: boolean,
  ): Promise<DataRow[]> {
    const { client } = this;
    const query = async () => {
      if (!this.columns || this.parsedAt !== (sessionResets.get(client) ?? 0)) await this.parse();
      const messages = await this.execute(values(), syncToFs).catch(async (error: unknown) => {
        // The session lost the statement (26000: it does not exist, e.g. after DEALLOCATE ALL): parse it again, once.
        if ((error as { code?: string }).code !== '26000') throw error;
        // It lost the others too. In a transaction the error has ended it: the next call parses the statement first.
        sessionResets.set(client, (sessionResets.get(client) ?? 0) + 1);
        this.columns = null;
        if (inTransaction) throw error;
        await this.parse();
        return this.execute(values(), syncToFs);
      });
      return messages.filter((message): message is DataRow => message.name === 'dataRow');
    };
    return inTransaction
      ? client._runExclusiveQuery(query)
      : client._runExclusiveTransaction(() => client._runExclusiveQuery(query));
  }

  private async parse(): Promise<void> {
    this.parsedAt = sessionResets.get(this.client) ?? 0;
    // Closing a statement that does not exist is no error; one left by another copy of this statement would refuse the parse.
    const close = serialize.close({ type: 'S', name: this.name });
    const parse = serialize.parse({ name: this.name, text: this.text });
    const describe = serialize.describe({ type: 'S', name: this.name });
    const { messages } = await this.client.execProtocol(concat([close, parse, describe, serialize.sync()]), {
      syncToFs: false,
    });
    const description = messages.find((message) => message.name === 'rowDescription') as RowDescription | undefined;
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      ParameterDescription | undefined;
    this.parameterTypes = parameters?.dataTypeIDs ?? [];
    this.columns = (description?.fields ?? []).map((field) => ({ name: field.name, typeId: field.dataTypeID }));
  }

  private async execute(values: TextParams, syncToFs: boolean) {
    const bind = serialize.bind({ statement: this.name, values });
    const { messages } = await this.client.execProtocol(concat([bind, serialize.execute({}), serialize.sync()]), {
      syncToFs,
    });
    return messages;
  }
}

/** The PGlite a database runs on, or null on PostgreSQL (and for a transaction, which must use its own connection). */
export function pgliteOf(db: Database): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}
