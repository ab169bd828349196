/**
 * An error the database answered about the data (SQLSTATE class 22, data
 * exception, or 23, integrity constraint violation): the statement was rolled
 * back, and one input can be its cause. Other refusals (too many connections,
 * a timeout, a shutdown) would refuse each input alone as well, and Node's own
 * codes (`EPIPE`) name a lost connection, which may have lost a commit's answer.
 */
function refusedForItsData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

export interface StatementBatchesOptions<In, Out> {
  /** Runs one statement for a batch; answers one output per input, in the inputs' order. */
  run: (inputs: In[]) => Promise<Out[]>;
  /** How many statements may be on their way at once (a share of the connection pool). */
  inFlight: number;
  /** The most inputs one statement carries. */
  maxBatch: number;
}

/**
 * Statements that arrive together go to the database together. An input is
 * sent at once when fewer than `inFlight` statements are on their way;
 * otherwise it waits, and the next statement to leave carries every input
 * waiting. So a lone call costs what it did, and a burst costs a few
 * statements (and, for writes, commits) instead of one each. A statement
 * that fails is tried again with each of its inputs alone, so one input's
 * error (a project deleted meanwhile) reaches its own caller and no other.
 * Only a statement the database refused for its data is tried again: it
 * wrote nothing. Any other error reaches every caller of the statement.
 */
export class StatementBatches<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private running = 0;

  constructor(private readonly options: StatementBatchesOptions<In, Out>) {}

  run(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.running < this.options.inFlight) void this.send();
    });
  }

  private async send(): Promise<void> {
    const batch = this.waiting.splice(0, this.options.maxBatch);
    if (batch.length === 0) return;
    this.running++;
    try {
      await this.settle(batch);
    } finally {
      this.running--;
      if (this.waiting.length > 0) void this.send();
    }
  }

  private async settle(batch: Waiting<In, Out>[]): Promise<void> {
    let outputs: Out[];
    try {
      outputs = await this.options.run(batch.map((waiting) => waiting.input));
      if (outputs.length !== batch.length)
        throw new Error(`A batch of ${batch.length} answered ${outputs.length} outputs`);
    } catch (error) {
      if (batch.length > 1 && refusedForItsData(error))
        await Promise.all(batch.map((waiting) => this.settle([waiting])));
      else for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(outputs[index]!));
  }
}
