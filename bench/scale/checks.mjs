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

/**
 * Per watched client, the notifications recorded for its owner from its first 'ready' until
 * `until`: those it heard neither live nor from the list (missed), and those it heard live twice.
 */
export async function checkNotifications(db, clients, until) {
  const { rows } = await db.query(
    `select n.user_id, n.id from notifications n
       join unnest($1::uuid[], $2::timestamptz[]) as c(user_id, since)
         on n.user_id = c.user_id and n.created_at >= c.since
     where n.created_at < $3`,
    [clients.map((client) => client.userId), clients.map((client) => client.since), until],
  );
  const byUser = new Map(clients.map((client) => [client.userId, client]));
  const owed = rows.length;
  const missed = rows.filter((row) => {
    const client = byUser.get(row.user_id);
    return !client.live.has(row.id) && !client.caughtUp.has(row.id);
  }).length;
  const twice = clients.reduce(
    (sum, client) => sum + [...client.live.values()].filter((n) => n > 1).length,
    0,
  );
  const catchUps = clients.reduce((sum, client) => sum + client.catchUps.length, 0);
  const refused = clients.reduce((sum, client) => sum + client.refused, 0);
  return { owed, missed, twice, catchUps, refused };
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
