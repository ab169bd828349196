/**
 * A one-hunk unified diff of normalised page text: the context lines, then
 * what went and what came. Enough for the mock's change history; the server
 * computes real line diffs.
 */
export function unifiedDiff(path: string, context: string[], removed: string[], added: string[]): string {
  const [first, ...rest] = context;
  const lead = first === undefined ? [] : [first];
  const oldCount = lead.length + removed.length + rest.length;
  const newCount = lead.length + added.length + rest.length;
  return [
    `--- a${path}`,
    `+++ b${path}`,
    `@@ -1,${oldCount} +1,${newCount} @@`,
    ...lead.map((line) => ` ${line}`),
    ...removed.map((line) => `-${line}`),
    ...added.map((line) => `+${line}`),
    ...rest.map((line) => ` ${line}`),
  ].join('\n');
}
