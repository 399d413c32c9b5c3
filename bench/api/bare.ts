/** The ceiling: a bare Fastify route in its own process, measured in the same run as the app. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/bare', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
