// Baseline: a bare Fastify hello-world, the ceiling the real plugin chain is measured against.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({
  responseCode: 200,
  responseMessage: 'OK',
  data: { status: 'ok' },
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
