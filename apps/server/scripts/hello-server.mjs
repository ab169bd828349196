// The framework's ceiling for the API benchmark: a bare Fastify answering a
// small JSON body, nothing else (no plugins, no database, no logging).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
