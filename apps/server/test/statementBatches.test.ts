import { describe, expect, it } from 'vitest';
import { StatementBatches } from '../src/db/statementBatches';

/** A database that doubles numbers, refuses 13, and answers each statement when the test says. */
function fakeDatabase(inFlight = 2, maxBatch = 3) {
  const statements: { inputs: number[]; answer: () => void }[] = [];
  const batches = new StatementBatches<number, number>({
    inFlight,
    maxBatch,
    run: (inputs) =>
      new Promise((resolve, reject) => {
        statements.push({
          inputs,
          answer: () =>
            inputs.includes(13)
              ? reject(Object.assign(new Error('violates foreign key constraint'), { code: '23503' }))
              : resolve(inputs.map((input) => input * 2)),
        });
      }),
  });
  // Lets the batches' promise callbacks run.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { batches, statements, settle };
}

describe('StatementBatches', () => {
  it('sends a lone input at once, and what waits behind busy statements together', async () => {
    const db = fakeDatabase();
    const first = [db.batches.run(1), db.batches.run(2)];
    expect(db.statements.map((statement) => statement.inputs)).toEqual([[1], [2]]);
    const waiting = [3, 4, 5, 6].map((input) => db.batches.run(input));
    expect(db.statements).toHaveLength(2);
    db.statements[0]!.answer();
    expect(await first[0]).toBe(2);
    await db.settle();
    // At most three inputs a statement; the fourth leaves with the next free slot.
    expect(db.statements[2]!.inputs).toEqual([3, 4, 5]);
    db.statements[1]!.answer();
    await db.settle();
    expect(db.statements[3]!.inputs).toEqual([6]);
    db.statements[2]!.answer();
    db.statements[3]!.answer();
    expect(await Promise.all([...first, ...waiting])).toEqual([2, 4, 6, 8, 10, 12]);
  });

  it("answers a refused input's caller alone, after trying the others one by one", async () => {
    const db = fakeDatabase(1, 10);
    const lone = db.batches.run(1);
    const burst = [12, 13, 14].map((input) => db.batches.run(input));
    db.statements[0]!.answer();
    await lone;
    await db.settle();
    expect(db.statements[1]!.inputs).toEqual([12, 13, 14]);
    db.statements[1]!.answer();
    await db.settle();
    expect(db.statements.slice(2).map((statement) => statement.inputs)).toEqual([[12], [13], [14]]);
    for (const statement of db.statements.slice(2)) statement.answer();
    const settled = await Promise.allSettled(burst);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[0]).toMatchObject({ value: 24 });
    expect(settled[1]).toMatchObject({ reason: { code: '23503' } });
  });

  /** Batches whose every statement fails with `error` after a moment, counting the statements sent. */
  function failingBatches(error: Error) {
    const sent = { calls: 0 };
    const batches = new StatementBatches<number, number>({
      inFlight: 1,
      maxBatch: 10,
      run: async () => {
        sent.calls++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw error;
      },
    });
    return { batches, sent };
  }

  it('passes a lost connection on to every caller of the statement, without trying again', async () => {
    const { batches, sent } = failingBatches(new Error('Connection terminated unexpectedly'));
    const results = await Promise.allSettled([1, 2, 3].map((input) => batches.run(input)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    // The first alone, the two that waited together: nothing sent twice.
    expect(sent.calls).toBe(2);
  });

  it('passes a refusal no single input caused on to every caller, without trying again', async () => {
    for (const code of ['53300', '57014', 'EPIPE']) {
      const { batches, sent } = failingBatches(Object.assign(new Error(`refused (${code})`), { code }));
      const results = await Promise.allSettled([1, 2, 3].map((input) => batches.run(input)));
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(sent.calls).toBe(2);
    }
  });
});
