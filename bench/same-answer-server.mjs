// A bare Fastify hello-world that sends Atelier's health answer byte for byte (its headers and body,
// given in ANSWER by bench/health.mjs) with no plugin chain: what the answer itself costs, so the
// benchmark can tell the answer's share of the gap from the chain's.
import Fastify from 'fastify';

const { headers, body } = JSON.parse(process.env.ANSWER);
const app = Fastify({ logger: false });
app.get('/api/health', async (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
