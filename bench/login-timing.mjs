// How long a failing sign-in takes for an address with an account, one without, and one whose
// sign-up is not verified yet (issue 8: the answer must not tell them apart, in time either).
// Sequential requests, interleaved so drift hits all three alike; each from its own forwarded
// client address so the rate limits never answer instead. Prints medians and their ratios to the
// known-account case (target: within noise of 1.00). Not part of `npm test`.
import { performance } from 'node:perf_hooks';
import { request, signUp, startAtelier } from './atelier.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const atelier = await startAtelier(3204, { TRUST_PROXY: '127.0.0.1' });
try {
  await signUp(atelier, 'known@example.com');
  await signUp(atelier, 'pending@example.com', { verify: false });
  const cases = {
    'known account': 'known@example.com',
    'no account': 'nobody@example.com',
    'pending sign-up': 'pending@example.com',
  };
  const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  let client = 0;
  for (let round = 0; round < ROUNDS + 5; round++) {
    for (const [name, email] of Object.entries(cases)) {
      client += 1;
      const started = performance.now();
      const { status } = await request(atelier.base, 'POST', 'auth/login', {
        body: { email, password: 'Wrong#guess1' },
        headers: { 'x-forwarded-for': `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}` },
      });
      const elapsed = performance.now() - started;
      if (status !== 401) throw new Error(`${name}: answered ${status}, not 401`);
      if (round >= 5) times[name].push(elapsed); // the first rounds warm up
    }
  }
  const baseline = median(times['known account']);
  for (const [name, values] of Object.entries(times)) {
    const value = median(values);
    console.log(
      `${name.padEnd(16)} median ${value.toFixed(2)} ms  ratio ${(value / baseline).toFixed(2)}`,
    );
  }
} finally {
  await atelier.stop();
}
