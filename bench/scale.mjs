// Many instances behave as one (issue 37): BENCH_INSTANCES (4) instances of the built server on
// one private PostgreSQL, one private Redis and one S3 server (s3rver), behind HAProxy (Debian's,
// installed when missing; no sticky sessions), all on loopback. With BENCH_JOB_INSTANCES (0) above
// 0, those serve requests only (INSTANCE_ROLE=web) and as many more run the jobs, out of the
// balancer (INSTANCE_ROLE=jobs). The organisation — BENCH_TEAMS (200) teams, BENCH_MEMBERS (10,000)
// members, BENCH_PRODUCTS (20) products a team — is written in SQL; BENCH_ACTIVE (400) members and
// the 200 owners send the load through the balancer.
//
// 1. One instance alone behind the balancer takes a quarter of the load for BENCH_QUARTER_SECONDS
//    (30): the latencies the full run is compared with.
// 2. Every instance: BENCH_SOCKETS (2,000) live Socket.IO clients (one per owner, watched; the rest
//    members' tabs), then for BENCH_SECONDS (150) at least, and until every fault has ended and 15
//    quiet seconds followed, BENCH_WRITES comments a second (10 a core: a load this machine
//    carries) with as many product reads, wall pages and searches beside, BENCH_UPLOADS (2) small
//    images a second, and a reminder of each owner coming due. Meanwhile: kill -9 of an instance
//    (started again), a rolling restart of every instance (SIGTERM: it drains, then closes),
//    PostgreSQL restarted, and Redis stopped for 20 s.
//
// Checked afterwards, once the jobs and the deliveries have drained, from PostgreSQL and the bucket:
// every acknowledged comment and upload there once, no upload half there, every notification owed
// to a watched client heard (live, or from the list when it came back; one heard twice is shown
// once) — late ones counted apart from lost ones —, every reminder fired once, nobody's session
// refused. A loss, a duplicate or a fault not run fails the run; lateness and the p99 ratio are
// figures. Printed: the latency table, each fault's seconds with errors, the delivery times, and
// each request kind's p99 against one instance at a quarter of the load (target ≤ 2×), beside what
// the load asks of this machine. Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import sharp from 'sharp';
import { buildServerIfStale } from '../scripts/builds.mjs';
import { startAtelier } from './atelier.mjs';
import { machineBusySeconds, percentile } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { startPrivateRedis } from './private-redis.mjs';
import {
  checkComments,
  checkNotifications,
  checkReminders,
  checkUploads,
  drainNotifications,
  LATE_MS,
  settle,
} from './scale/checks.mjs';
import { startHaproxy } from './scale/haproxy.mjs';
import { failed, IN_FLIGHT_MAX, recorder, sendLoad } from './scale/load.mjs';
import {
  AFTERMATH_SECONDS,
  printComparison,
  printFaults,
  printLatencies,
  printTimeline,
} from './scale/report.mjs';
import { seedOrganisation, seedReminders } from './scale/seed.mjs';
import { connectClients } from './scale/sockets.mjs';
import { sparePort } from './spare-port.mjs';

// The tests' own s3rver (seed.mjs has registered tsx, which loads TypeScript).
const { startS3 } = await import('../apps/server/src/test/s3.ts');

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 4);
const JOB_INSTANCES = Number(process.env.BENCH_JOB_INSTANCES ?? 0);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 200);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20);
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 400);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const QUARTER_SECONDS = Number(process.env.BENCH_QUARTER_SECONDS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 150);
// 10 comments a second a core, with their reads: the whole load asks about half the machine's
// cores, leaving the other half for the faults' restarts and reconnections (bench/README).
const WRITES = Number(process.env.BENCH_WRITES ?? 10 * os.availableParallelism());
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 2);
const REDIS_DOWN_MS = 20_000;
/** The load goes on after the last fault until this many seconds have passed without one. */
const QUIET_SECONDS = 15;
/** How long deliveries still on their way when the load ends may take before they count as lost. */
const DRAIN_DELIVERIES_MS = 120_000;
/** The balancer checks every second and takes an instance out after two failures. */
const DRAIN_MS = 3000;
const P99_LIMIT = 2;
const JWT_SECRET = randomBytes(32).toString('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuSeconds = ({ user, system }) => (user + system) / 1e6;

/** The faults of the full run, each from the second it starts until it has ended. */
function faultPlan({ instances, start, postgres, redis, record }) {
  const faults = [];
  const pending = [];
  const fault = (name, second, act) => ({ name, second, act });
  const plan = [
    fault('kill -9 of instance 2, started again', Math.floor(SECONDS * 0.1), async () => {
      const dead = instances[1];
      process.kill(dead.pid, 'SIGKILL');
      await dead.stop(); // it has exited: only its folder goes
      await sleep(5000);
      await start(1);
    }),
    fault('rolling restart of every instance', Math.floor(SECONDS * 0.2), async () => {
      for (let i = 0; i < instances.length; i += 1) {
        await instances[i].stop();
        await start(i);
        await sleep(2500); // until the balancer has seen it healthy twice
      }
    }),
    fault('PostgreSQL restarted', Math.floor(SECONDS * 0.6), () => postgres.restart()),
    fault(`Redis stopped for ${REDIS_DOWN_MS / 1000} s`, Math.floor(SECONDS * 0.65), async () => {
      await redis.stop();
      await sleep(REDIS_DOWN_MS);
      await redis.start();
    }),
  ];
  // One at a time, each at its second or once the one before has had its aftermath.
  let running = false;
  let endedAt = -Infinity;
  return {
    faults,
    notReached: () => plan.slice(faults.length).map((step) => step.name),
    /** Whether the load must go on: a fault not yet run or under way, or not quiet long enough. */
    more: (second) => faults.length < plan.length || running || second <= endedAt + QUIET_SECONDS,
    done: () => Promise.all(pending),
    async onSecond(second) {
      const step = plan[faults.length];
      if (running || !step || second < step.second || second <= endedAt + AFTERMATH_SECONDS) return;
      running = true;
      const busy = machineBusySeconds();
      const happened = { name: step.name, from: second, to: second, cores: 0 };
      faults.push(happened);
      pending.push(
        step.act().then(() => {
          happened.to = endedAt = record.now();
          happened.cores = (machineBusySeconds() - busy) / Math.max(1, happened.to - second);
          running = false;
        }),
      );
    },
  };
}

// Built once here: the instances starting side by side would each build it otherwise.
await buildServerIfStale();
const ALL = INSTANCES + JOB_INSTANCES;
const postgres = await startPrivatePostgres({ max_connections: String(20 * ALL + 20) });
const redis = await startPrivateRedis();
const s3 = await startS3();
// A pool: PostgreSQL's restart ends its connections, and it makes new ones.
const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
db.on('error', () => undefined);
const instances = [];
const balancers = [];
let sockets;
try {
  console.log(
    `Organisation: ${TEAMS} teams, ${MEMBERS} members, ${TEAMS * PRODUCTS} products; ${ACTIVE} members and ${TEAMS} owners send the load`,
  );
  const { seconds, people, owners } = await seedOrganisation({
    databaseUrl: postgres.url,
    jwtSecret: JWT_SECRET,
    teams: TEAMS,
    members: MEMBERS,
    products: PRODUCTS,
    active: ACTIVE,
  });
  console.log(`generated in ${seconds.toFixed(1)} s`);
  const image = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#d22b2b' },
  })
    .png()
    .toBuffer();
  const organisation = { people, owners, image };

  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    JWT_SECRET,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    ...s3.env,
  };
  const ports = [];
  for (let i = 0; i < ALL; i += 1) ports.push(await sparePort());
  // The first INSTANCES serve (behind the balancer), the others run the jobs.
  const roleOf = (i) => (JOB_INSTANCES === 0 ? 'both' : i < INSTANCES ? 'web' : 'jobs');
  const start = (i) =>
    startAtelier(ports[i], { ...env, INSTANCE_ROLE: roleOf(i) }).then(
      (instance) => (instances[i] = instance),
    );
  await Promise.all(ports.map((_, i) => start(i)));
  const webPorts = ports.slice(0, INSTANCES);
  if (JOB_INSTANCES > 0)
    console.log(`${INSTANCES} instances serve requests, ${JOB_INSTANCES} run the jobs`);

  // 1. One instance, a quarter of the load.
  const alone = await startHaproxy(await sparePort(), ports.slice(0, 1));
  balancers.push(alone);
  console.log(
    `1 instance behind HAProxy: ${WRITES / 4} comments a second for ${QUARTER_SECONDS} s`,
  );
  const quarter = recorder();
  const busyBefore = machineBusySeconds();
  const generatorBefore = process.cpuUsage();
  const quarterRun = await sendLoad(alone.base, organisation, quarter, {
    run: 'q',
    seconds: QUARTER_SECONDS,
    writes: WRITES / 4,
    uploads: UPLOADS / 4,
  });
  await alone.close();
  // What a quarter of the load costs this machine, the load generator included: the floor under
  // the comparison, as four times it is what the whole load asks of the same cores.
  const cores = os.availableParallelism();
  const busy = (machineBusySeconds() - busyBefore) / QUARTER_SECONDS;
  const generator = cpuSeconds(process.cpuUsage(generatorBefore)) / QUARTER_SECONDS;

  // 2. Every instance, the live clients, the whole load and the faults.
  const balancer = await startHaproxy(await sparePort(), webPorts);
  balancers.push(balancer);
  sockets = await connectClients(balancer.base, organisation, SOCKETS);
  console.log(
    `${INSTANCES} instances behind HAProxy at ${balancer.base}, ${sockets.count} live clients: ${WRITES} comments a second for ${SECONDS} s`,
  );
  // Every instance warm before anything is measured (the quarter run warmed only the first).
  const warmUp = await sendLoad(balancer.base, organisation, recorder(), {
    run: 'w',
    seconds: 10,
    writes: WRITES / 4,
    uploads: 0,
  });
  await seedReminders(db, new Date(Date.now() + 5000), SECONDS - 20);
  const full = recorder();
  const plan = faultPlan({ instances, start, postgres, redis, record: full });
  const fullRun = await sendLoad(balancer.base, organisation, full, {
    run: 'f',
    seconds: SECONDS,
    writes: WRITES,
    uploads: UPLOADS,
    onSecond: plan.onSecond,
    more: plan.more,
  });
  await plan.done();
  const until = new Date();
  await settle(db, 60_000);
  const stillOnTheirWay = await drainNotifications(db, sockets.clients, until, DRAIN_DELIVERIES_MS);
  await sockets.close();

  const acknowledged = {
    comments: [quarterRun, warmUp, fullRun].flatMap((run) => run.acknowledged.comments),
    uploads: [quarterRun, warmUp, fullRun].flatMap((run) => run.acknowledged.uploads),
  };
  const comments = await checkComments(db, acknowledged.comments);
  const uploads = await checkUploads(db, acknowledged.uploads, s3);
  const notifications = await checkNotifications(db, sockets.clients, until);
  const reminders = await checkReminders(db);

  printLatencies('1 instance, ¼ load', quarter.requests);
  printLatencies(`${INSTANCES} instances`, full.requests);
  printFaults(full, plan.faults);
  printTimeline(full, plan.faults);
  for (const name of plan.notReached()) console.log(`${name}: not reached`);
  // A figure, not a verdict: on one machine the faults' restarts take the same cores as the load.
  printComparison(full, quarter, plan.faults, INSTANCES, P99_LIMIT);
  console.log(
    `At ¼ load the machine was ${busy.toFixed(2)} of its ${cores} cores busy (the load generator ${generator.toFixed(2)}): ` +
      `the whole load asks about ${(4 * busy).toFixed(1)}` +
      (4 * busy > cores
        ? `, more than it has — the comparison then measures this machine's queue, not how instances scale.`
        : '.'),
  );

  const refused = [...quarter.requests, ...full.requests].filter(
    (request) => request.status === 401,
  ).length;
  const skipped = quarterRun.skipped + warmUp.skipped + fullRun.skipped;
  console.log('');
  console.log(
    `${quarterRun.sent + warmUp.sent + fullRun.sent} comments sent, ${acknowledged.comments.length} acknowledged, ${comments.stored} stored; ` +
      `${quarterRun.uploadsSent + fullRun.uploadsSent} uploads sent, ${acknowledged.uploads.length} acknowledged, ${uploads.stored} stored, ${uploads.halfThere} half there` +
      (skipped ? `; ${skipped} ticks skipped (${IN_FLIGHT_MAX} requests already in flight)` : ''),
  );
  const delay = (share) => `${(percentile(notifications.delays, share) / 1000).toFixed(2)} s`;
  console.log(
    `${notifications.owed} notifications owed to ${sockets.clients.length} watched clients: ` +
      `${notifications.delays.length - notifications.late} heard live within ${LATE_MS / 1000} s, ${notifications.late} heard live later (late), ` +
      `${notifications.caughtUpOnly} found in the list after a reconnection (${notifications.catchUps} catch-ups), ${notifications.lost} lost` +
      (stillOnTheirWay ? ` (still not heard ${DRAIN_DELIVERIES_MS / 1000} s after the load)` : '') +
      `; heard live after p50 ${delay(0.5)}, p99 ${delay(0.99)}, at most ${delay(1)}`,
  );
  console.log(
    `${reminders.count} reminders: ${reminders.once} fired once, ${reminders.never} due but never fired; ` +
      `${refused} requests and ${notifications.refused} sockets refused for their session; ` +
      `${full.requests.filter(failed).length} requests failed during the faults`,
  );
  console.log(
    `${notifications.twice} notifications heard live twice (a delivery job run again after its instance was killed: ` +
      `delivery is at least once, and the web app shows an id it has heard once)`,
  );
  const lost = comments.lost + uploads.lost;
  const duplicates = comments.twice + uploads.twice;
  console.log(
    `${lost} acknowledged writes lost, ${duplicates} duplicates, ${notifications.lost} lost notifications, ${reminders.twice} double reminders`,
  );
  if (
    lost ||
    duplicates ||
    notifications.lost ||
    reminders.twice ||
    reminders.never ||
    uploads.halfThere ||
    refused ||
    notifications.refused ||
    plan.notReached().length
  ) {
    process.exitCode = 1;
  }
} finally {
  sockets?.clients.forEach((client) => client.socket.close());
  await Promise.all(balancers.map((balancer) => balancer.close()));
  await Promise.all(instances.map((instance) => instance?.stop()));
  await db.end().catch(() => undefined);
  await s3.close();
  await redis.close();
  postgres.close();
}
