// What the benchmarks measure with: a server's CPU time, load with every latency kept, and the
// statistics they report.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** The fields of /proc/<pid>/stat after the process's name (state, parent, …, CPU ticks). */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/** User + system CPU seconds the process has used (Linux /proc, 100 ticks a second). */
export function cpuSeconds(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * User + system CPU seconds of a server made of processes, such as PostgreSQL's postmaster: the
 * process, its children now, and those that have ended (Linux adds them to the parent).
 */
export function treeCpuSeconds(pid) {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fields;
    try {
      fields = statFields(entry);
    } catch {
      continue; // it ended meanwhile
    }
    const own = Number(fields[11]) + Number(fields[12]);
    if (Number(entry) === pid) seconds += own + Number(fields[13]) + Number(fields[14]);
    else if (Number(fields[1]) === pid) seconds += own;
  }
  return seconds / 100;
}

/** CPU seconds the whole machine has been busy, over all its cores (Linux /proc/stat). */
export function machineBusySeconds() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/**
 * Resolves once the process has used almost no CPU for `quietSeconds` in a row (at most
 * `maxSeconds`), with how long that took: a server that has just answered its first request is
 * still migrating, compiling and tiering up, and that work would be billed to the first rounds.
 */
export async function untilIdle(pid, { quietSeconds = 5, maxSeconds = 60 } = {}) {
  const started = Date.now();
  let quiet = 0;
  while (quiet < quietSeconds && Date.now() - started < maxSeconds * 1000) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quiet = cpuSeconds(pid) - before <= 0.02 ? quiet + 1 : 0;
  }
  return (Date.now() - started) / 1000;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The value below which `share` (0–1) of the values lie. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/** autocannon's result, plus every response time in ms (autocannon reports no p95). */
export function load(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(options, (err, result) =>
      err ? reject(err) : resolve({ ...result, latencies }),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
}
