import Fastify from 'fastify';

/** The yardstick: bare Fastify answering a constant, no plugins, no logging. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`running at ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
