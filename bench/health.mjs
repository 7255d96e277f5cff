// GET /api/health through Atelier's whole plugin chain (security headers, CORS, rate-limit
// registry, request logger, input checks, database ping) against a bare Fastify hello-world, same
// machine, same run. Both servers run side by side and are measured in alternating rounds, so a
// burst of other work on the machine hits both. Two ratios, each the median over the rounds:
// requests per second, and requests per second of the server's own CPU time (what each request
// costs the server, steady even when other work shares the machine). Target ≥ 0.75.
// A third server, a bare Fastify sending Atelier's answer byte for byte, splits the CPU time
// Atelier spends beyond the hello-world: the answer itself (its headers, parsed, checked and
// written by Fastify, Node and the kernel) and the plugin chain that produces it.
// Not part of `npm test`.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { root, startAtelier } from './atelier.mjs';
import { cpuSeconds, median, untilIdle } from './measure.mjs';
import { waitFor } from './wait-for.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 32;

async function startBaseline(port, script = 'bench/hello-server.mjs', env = {}) {
  const child = spawn('node', [script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Requests per second, and requests per CPU-second of the server. */
async function measure(name, server, duration) {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({
    url: `${server.base}/api/health`,
    connections: CONNECTIONS,
    duration,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    perSecond: result.requests.average,
    perCpuSecond: result.requests.total / (cpuSeconds(server.pid) - cpuBefore),
  };
}

/** Atelier's health answer, less the headers Node and Fastify add to every answer themselves. */
async function answerOf(server) {
  const response = await fetch(`${server.base}/api/health`);
  const headers = Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
    ),
  );
  return { headers, body: await response.text() };
}

/** CPU microseconds per request. */
const micros = (cost) => 1e6 / cost.perCpuSecond;

const baseline = await startBaseline(3201);
const atelier = await startAtelier(3202);
const sameAnswer = await startBaseline(3203, 'bench/same-answer-server.mjs', {
  ANSWER: JSON.stringify(await answerOf(atelier)),
});
try {
  const settling = await untilIdle(atelier.pid);
  console.log(`atelier    idle ${settling.toFixed(0)} s after answering its first request`);
  await measure('baseline', baseline, 2); // warm-up
  await measure('atelier', atelier, 2);
  await measure('same answer', sameAnswer, 2);
  const throughputs = [];
  const costs = [];
  const ceilings = [];
  const answerShares = [];
  const chainShares = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await measure('baseline', baseline, SECONDS);
    const chain = await measure('atelier', atelier, SECONDS);
    const answer = await measure('same answer', sameAnswer, SECONDS);
    throughputs.push(chain.perSecond / bare.perSecond);
    costs.push(chain.perCpuSecond / bare.perCpuSecond);
    ceilings.push(answer.perCpuSecond / bare.perCpuSecond);
    answerShares.push(micros(answer) - micros(bare));
    chainShares.push(micros(chain) - micros(answer));
    console.log(
      `round ${round}  req/s ${Math.round(bare.perSecond)} bare, ${Math.round(chain.perSecond)} atelier` +
        ` · req per CPU-second ${Math.round(bare.perCpuSecond)} bare, ${Math.round(chain.perCpuSecond)} atelier` +
        ` · CPU µs per request ${micros(bare).toFixed(1)} bare, ${micros(answer).toFixed(1)} same answer,` +
        ` ${micros(chain).toFixed(1)} atelier`,
    );
  }
  console.log(
    `ratio      ${median(throughputs).toFixed(2)} requests per second (median of ${ROUNDS})`,
  );
  console.log(`ratio      ${median(costs).toFixed(2)} requests per CPU-second (target ≥ 0.75)`);
  console.log(
    `ceiling    ${median(ceilings).toFixed(2)} requests per CPU-second for a bare Fastify sending` +
      ` Atelier's answer: the ratio with a plugin chain that cost nothing`,
  );
  console.log(
    `gap        CPU µs per request beyond the hello-world (medians): ` +
      `${median(answerShares).toFixed(1)} sending Atelier's answer (its headers),` +
      ` ${median(chainShares).toFixed(1)} the plugin chain`,
  );
} finally {
  await Promise.all([baseline.stop(), atelier.stop(), sameAnswer.stop()]);
}
