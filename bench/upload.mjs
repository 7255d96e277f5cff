// One large upload into a product (default 2 GB; BENCH_UPLOAD_BYTES for less), streamed from a
// generated stream — the same 1 MiB of text over and over, never the whole body in memory —
// through POST auth/fileUpload as multipart (productId first, then one `files` part), into a
// server with its embedded defaults (local disk storage in a temporary data folder).
// - Memory: the server's RSS (VmRSS in /proc/<pid>/status) sampled every 50 ms; growth is the
//   highest sample minus the last one before the upload (a small upload warms the path first).
//   Target ≤ 64 MB.
// - Throughput: bytes over the time from the first byte sent to the answer, against `dd` writing
//   the same number of bytes from /dev/zero into the same data folder just before (no fsync on
//   either side, the server does not sync either). Each write starts after `sync`, so none is
//   slowed by the dirty pages the one before left behind. The disk of a shared machine varies a
//   lot from second to second: the ratio is the median over BENCH_ROUNDS (3) rounds. Target ≥ 0.7×. Also shown against `dd conv=fdatasync`, what the disk itself takes.
// - Event-loop delay: a worker thread (an event loop of its own) times GET /api/health one after
//   another throughout; the server answers it only between other work, so a blocked loop shows
//   as a slow answer. Reported as the p99 of those times, beside the same measure at rest.
//   Target < 50 ms.
// The data folder is removed afterwards. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { api, signUp, startAtelier } from './atelier.mjs';
import { median, percentile } from './measure.mjs';

const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 2_000_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNK = Buffer.from(
  'Atelier bench upload line of plain text, over and over.\n'.repeat(18724),
);
const BOUNDARY = '----atelier-bench-boundary';
const MB = 1024 * 1024;

function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line[1]) * 1024;
}

/** The multipart body: the productId field, then `size` bytes of text as one file. */
function* multipart(productId, size) {
  yield Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="productId"\r\n\r\n${productId}\r\n` +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="files"; filename="bench.txt"\r\n` +
      `content-type: text/plain\r\n\r\n`,
  );
  for (let sent = 0; sent < size; sent += CHUNK.length)
    yield sent + CHUNK.length <= size ? CHUNK : CHUNK.subarray(0, size - sent);
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

/** Streams one upload; resolves with the answer's files and the seconds it took. */
async function upload(base, token, productId, size) {
  const length = [...multipart(productId, 0)].reduce((sum, part) => sum + part.length, 0) + size;
  const started = performance.now();
  const request = http.request(`${base}/api/v1/auth/fileUpload`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(length),
    },
  });
  const answered = new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode, json: JSON.parse(body) }));
    });
    request.on('error', reject);
  });
  await pipeline(multipart(productId, size), request);
  const { status, json } = await answered;
  if (status !== 200) throw new Error(`upload: ${status} ${json.responseMessage}`);
  return { files: json.data, seconds: (performance.now() - started) / 1000 };
}

/** Seconds `dd` takes to write `size` bytes into `folder` (onto the disk itself when `synced`). */
function ddSeconds(folder, size, synced = false) {
  const target = path.join(folder, 'dd.bin');
  execFileSync('sync');
  const started = performance.now();
  execFileSync(
    'dd',
    [
      'if=/dev/zero',
      `of=${target}`,
      `bs=${MB}`,
      `count=${Math.ceil(size / MB)}`,
      ...(synced ? ['conv=fdatasync'] : []),
    ],
    { stdio: 'ignore' },
  );
  const seconds = (performance.now() - started) / 1000;
  rmSync(target);
  return seconds;
}

/** Times GET /api/health one after another in a thread of its own until told to stop. */
function startPinger(base) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const times = [];
    let running = true;
    parentPort.on('message', () => (running = false));
    (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(workerData)).arrayBuffer();
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: `${base}/api/health` },
  );
  return {
    async stop() {
      worker.postMessage('stop');
      const times = await new Promise((resolve) => worker.once('message', resolve));
      await worker.terminate(); // its keep-alive sockets would hold it open
      return times;
    },
  };
}

const atelier = await startAtelier(3231);
try {
  const { base } = atelier;
  const token = await signUp(atelier, 'upload@example.com');
  const team = await api(base, 'POST', 'team', { name: 'Bench', description: 'Uploads' }, token);
  const product = await api(base, 'POST', 'product', { teamId: team._id, name: 'Big' }, token);
  await upload(base, token, product._id, 8 * MB); // warm-up

  const resting = startPinger(base);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const restingTimes = await resting.stop();

  const rate = (s) => `${(BYTES / MB / s).toFixed(0)} MiB/s`;
  const ratios = [];
  const times = [];
  let growth = 0;
  let seconds = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const dd = ddSeconds(atelier.dataDir, BYTES);
    execFileSync('sync');
    const before = rssBytes(atelier.pid);
    let highest = before;
    const sampler = setInterval(() => (highest = Math.max(highest, rssBytes(atelier.pid))), 50);
    const pinger = startPinger(base);
    const uploaded = await upload(base, token, product._id, BYTES).finally(() =>
      clearInterval(sampler),
    );
    const { files } = uploaded;
    seconds = uploaded.seconds;
    times.push(...(await pinger.stop()));
    if (files[0]?.size !== BYTES) throw new Error(`stored ${files[0]?.size} bytes of ${BYTES}`);
    // The next round's file must fit in the free plan's storage too.
    await api(base, 'DELETE', `product/${product._id}/items/${files[0]._id}`, undefined, token);
    growth = Math.max(growth, highest - before);
    ratios.push(dd / seconds);
    console.log(
      `round ${round}  upload of ${(BYTES / 1e9).toFixed(2)} GB in ${seconds.toFixed(1)} s:` +
        ` ${rate(seconds)} upload, ${rate(dd)} dd, ${(dd / seconds).toFixed(2)}×`,
    );
  }
  const ddSynced = ddSeconds(atelier.dataDir, BYTES, true);

  console.log(`memory growth  ${(growth / MB).toFixed(1)} MiB at most (target ≤ 64 MB)`);
  console.log(
    `throughput     ${median(ratios).toFixed(2)}× dd, median of ${ROUNDS} rounds (target ≥ 0.7)`,
  );
  console.log(
    `               ${rate(ddSynced)} dd with fdatasync (onto the disk itself): ${(ddSynced / seconds).toFixed(2)}× the last upload`,
  );
  console.log(
    `event loop     health answered in p99 ${percentile(times, 0.99).toFixed(1)} ms during the uploads` +
      ` (${times.length} requests; ${percentile(restingTimes, 0.99).toFixed(1)} ms at rest) (target < 50)`,
  );
} finally {
  await atelier.stop();
}
