// What bench/scale.mjs prints: per request kind its count, p50, p99 and errors; per fault the
// seconds in which requests failed; and each kind's p99 with every instance against one instance
// at a quarter of the load.
import { percentile } from '../measure.mjs';
import { failed } from './load.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;
const kindsOf = (requests) => [...new Set(requests.map((request) => request.kind))];

/** The seconds a fault answers for: from its start until 3 s after it ended. */
export const AFTERMATH_SECONDS = 3;
const within = (fault, second) => second >= fault.from && second <= fault.to + AFTERMATH_SECONDS;
const inFault = (faults, second) => faults.some((fault) => within(fault, second));

export function printLatencies(title, requests) {
  console.log('');
  console.log(`${title.padEnd(19)} count     p50       p99   errors  (of which 401)`);
  for (const kind of kindsOf(requests)) {
    const of = requests.filter((request) => request.kind === kind);
    const durations = of.map((request) => request.duration);
    const errors = of.filter(failed).length;
    const refused = of.filter((request) => request.status === 401).length;
    console.log(
      `${kind.padEnd(16)} ${String(of.length).padStart(8)} ${ms(percentile(durations, 0.5)).padStart(9)} ${ms(percentile(durations, 0.99)).padStart(9)} ${String(errors).padStart(8)}  (${refused})`,
    );
  }
  const byStatus = new Map();
  for (const request of requests.filter(failed)) {
    const by = `${request.status || 'no answer'}${request.fromBalancer ? ' from HAProxy' : ''}`;
    byStatus.set(by, (byStatus.get(by) ?? 0) + 1);
  }
  if (byStatus.size > 0) {
    const statuses = [...byStatus].map(([status, n]) => `${status} × ${n}`);
    console.log(`errors by status: ${statuses.join(', ')}`);
  }
}

export function printFaults(record, faults) {
  console.log('');
  console.log(
    'fault                                       lasted   cores busy   seconds with errors   errors',
  );
  for (const fault of faults) {
    const errors = record.requests.filter(
      (request) => within(fault, request.second) && failed(request),
    );
    const seconds = new Set(errors.map((request) => request.second)).size;
    const statuses = new Map();
    for (const request of errors) {
      const by = `${request.status || 'no answer'}${request.fromBalancer ? ' from HAProxy' : ''}`;
      statuses.set(by, (statuses.get(by) ?? 0) + 1);
    }
    const which = [...statuses].map(([status, n]) => `${status} × ${n}`).join(', ');
    console.log(
      `${fault.name.padEnd(42)} ${`${fault.to - fault.from} s`.padStart(7)} ${fault.cores.toFixed(2).padStart(12)}   ${String(seconds).padStart(19)}   ${errors.length}${which ? ` (${which})` : ''}`,
    );
  }
}

/** Every request kind together, 10 s at a time, with the faults under way. */
export function printTimeline(record, faults) {
  console.log('');
  console.log('seconds     count     p50       p99   errors  faults');
  const last = Math.max(...record.requests.map((request) => request.second));
  for (let from = 0; from <= last; from += 10) {
    const of = record.requests.filter((r) => r.second >= from && r.second < from + 10);
    const durations = of.map((request) => request.duration);
    const under = faults
      .filter((fault) => fault.from < from + 10 && fault.to + AFTERMATH_SECONDS >= from)
      .map((fault) => fault.name.split(' ')[0]);
    console.log(
      `${`${from}–${from + 10}`.padEnd(8)} ${String(of.length).padStart(8)} ${ms(percentile(durations, 0.5)).padStart(9)} ${ms(percentile(durations, 0.99)).padStart(9)} ${String(of.filter(failed).length).padStart(8)}  ${under.join(', ')}`,
    );
  }
}

/**
 * Each kind's p99 with every instance (outside the faults) against one instance at a quarter of
 * the load; resolves with the kinds past `limit` times.
 */
export function printComparison(full, quarter, faults, instances, limit) {
  const quiet = full.requests.filter((request) => !inFault(faults, request.second));
  console.log('');
  console.log(
    `p99 outside the faults   ${instances} instances   1 instance, ¼ load   ratio (target ≤ ${limit}×)`,
  );
  const over = [];
  for (const kind of kindsOf(quarter.requests)) {
    const p99 = (requests) =>
      percentile(
        requests.filter((request) => request.kind === kind).map((request) => request.duration),
        0.99,
      );
    const many = p99(quiet);
    const one = p99(quarter.requests);
    const ratio = many / one;
    if (ratio > limit) over.push(kind);
    console.log(
      `${kind.padEnd(24)} ${ms(many).padStart(12)} ${ms(one).padStart(20)} ${`${ratio.toFixed(2)}×`.padStart(10)}`,
    );
  }
  return over;
}
