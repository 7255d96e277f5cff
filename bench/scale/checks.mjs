// What bench/scale.mjs checks after the load, from PostgreSQL and the bucket: every acknowledged
// write there once, every notification owed to a live client heard (live or caught up) and none
// heard twice (counted: the web app shows it once), every reminder fired once, and no upload half
// there.
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no due job waits (notifications delivered, reminders fired), or after `ms`. */
export async function settle(db, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const { rows } = await db.query(
      `select count(*)::int as n from jobs
       where status in ('pending', 'running') and run_at <= now()
         and kind in ('notifications.deliver', 'reminders.fire')`,
    );
    if (rows[0].n === 0) return;
    await sleep(500);
  }
}

/** Every acknowledged comment once in product_comments: how many are missing and how many twice. */
export async function checkComments(db, acknowledged) {
  const { rows } = await db.query(
    `select substring(text from '^(scale-[a-z][0-9]+):') as key, count(*)::int as n
     from product_comments where text like 'scale-%' group by 1`,
  );
  const stored = new Map(rows.map((row) => [row.key, row.n]));
  return {
    lost: acknowledged.filter((key) => !stored.has(key)).length,
    twice: rows.filter((row) => row.n > 1).length,
    stored: rows.length,
  };
}

/**
 * Every acknowledged upload once among the products' files, and each file there readable from
 * the bucket (an upload is either whole or absent).
 */
export async function checkUploads(db, acknowledged, s3) {
  const { rows } = await db.query(
    `select substring(name from '^(scale-upload-[a-z][0-9]+)') as key, path
     from product_items where kind = 'file' and name like 'scale-upload-%'`,
  );
  const count = new Map();
  for (const row of rows) count.set(row.key, (count.get(row.key) ?? 0) + 1);
  const client = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    },
  });
  let halfThere = 0;
  for (const row of rows) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: row.path }));
    } catch {
      halfThere += 1;
    }
  }
  client.destroy();
  return {
    lost: acknowledged.filter((key) => !count.has(key)).length,
    twice: [...count.values()].filter((n) => n > 1).length,
    halfThere,
    stored: rows.length,
  };
}

/** Past this between being recorded and being heard live, a notification counts as late. */
export const LATE_MS = 5000;

/** The notifications recorded for each watched client's owner from its first 'ready' until `until`. */
async function owedNotifications(db, clients, until) {
  const { rows } = await db.query(
    `select n.user_id, n.id, n.created_at from notifications n
       join unnest($1::uuid[], $2::timestamptz[]) as c(user_id, since)
         on n.user_id = c.user_id and n.created_at >= c.since
     where n.created_at < $3`,
    [clients.map((client) => client.userId), clients.map((client) => client.since), until],
  );
  return rows;
}

const heardBy = (client, id) => client.live.has(id) || client.caughtUp.has(id);

/**
 * Waits, up to `ms`, until every notification owed to a watched client has been heard, live or
 * from the list: a delivery still on its way when the load ended is late, not lost.
 */
export async function drainNotifications(db, clients, until, ms) {
  const byUser = new Map(clients.map((client) => [client.userId, client]));
  const deadline = Date.now() + ms;
  for (;;) {
    await Promise.allSettled(clients.flatMap((client) => client.catchUps));
    const rows = await owedNotifications(db, clients, until);
    const waiting = rows.filter((row) => !heardBy(byUser.get(row.user_id), row.id)).length;
    if (waiting === 0 || Date.now() >= deadline) return waiting;
    await sleep(1000);
  }
}

/**
 * Per watched client, the notifications owed to it: heard live in time, heard live late (more than
 * LATE_MS after they were recorded), caught up from the list after a reconnection, or lost
 * (neither heard nor caught up); and those heard live twice. Delivery times are of those heard live.
 */
export async function checkNotifications(db, clients, until) {
  const rows = await owedNotifications(db, clients, until);
  const byUser = new Map(clients.map((client) => [client.userId, client]));
  const delays = [];
  let late = 0;
  let caughtUpOnly = 0;
  let lost = 0;
  for (const row of rows) {
    const client = byUser.get(row.user_id);
    const heardAt = client.heardAt.get(row.id);
    if (heardAt !== undefined) {
      const delay = heardAt - new Date(row.created_at).getTime();
      delays.push(delay);
      if (delay > LATE_MS) late += 1;
    } else if (client.caughtUp.has(row.id)) {
      caughtUpOnly += 1;
    } else {
      lost += 1;
    }
  }
  const twice = clients.reduce(
    (sum, client) => sum + [...client.live.values()].filter((n) => n > 1).length,
    0,
  );
  const catchUps = clients.reduce((sum, client) => sum + client.catchUps.length, 0);
  const refused = clients.reduce((sum, client) => sum + client.refused, 0);
  return { owed: rows.length, late, caughtUpOnly, lost, delays, twice, catchUps, refused };
}

/** The reminders of the run: fired once, more than once, or not at all though due. */
export async function checkReminders(db) {
  const { rows } = await db.query(
    `select r.id, r.due_at <= now() as due,
       (select count(*)::int from notifications n
        where n.key = 'Reminder' and n.payload->>'reminderId' = r.id::text) as times
     from reminders r where r.title like 'Scale %'`,
  );
  return {
    count: rows.length,
    once: rows.filter((row) => row.times === 1).length,
    twice: rows.filter((row) => row.times > 1).length,
    never: rows.filter((row) => row.due && row.times === 0).length,
  };
}
