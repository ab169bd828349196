// The memory floor of the server's stack, run as a child of `npm run bench:memory`:
// `fastify` is a bare Fastify hello-world; `pglite` adds an empty PGlite data
// folder (argv[3]) opened and queried once. It says "ready" on stdout, then
// on "query" on stdin times a ten-row list query and prints the mean in ms.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

const [mode, dataDir] = process.argv.slice(2);
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });

let db = null;
if (mode === 'pglite') {
  db = new PGlite(dataDir);
  await db.query('SELECT 1');
}
process.stdout.write('ready\n');

process.stdin.on('data', async () => {
  if (!db) {
    process.stdout.write('query 0\n');
    return;
  }
  await db.exec(
    'CREATE TABLE IF NOT EXISTS items (id serial PRIMARY KEY, name text, created_at timestamptz DEFAULT now());' +
      "INSERT INTO items (name) SELECT 'item ' || i FROM generate_series(1, 100) AS i;",
  );
  const runs = 2_000;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await db.query('SELECT * FROM items ORDER BY created_at DESC, id LIMIT 10');
  process.stdout.write(`query ${((performance.now() - started) / runs).toFixed(3)}\n`);
});
