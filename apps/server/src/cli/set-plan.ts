/**
 * Sets a user's plan by hand: Teams, sold through sales, and installations without Stripe.
 *   npm run set-plan -w @atelier/server -- <email> <Free|Pro|Teams>
 * Uses the server's configuration and database (DATABASE_URL, or the embedded one in DATA_DIR).
 * With the embedded database, stop the server first: PGlite allows one process at a time.
 */
import path from 'node:path';
import { PLAN_TYPES } from '@atelier/domain';
import type { PlanType } from '@atelier/domain';
import { ConfigError, invocationDir, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { setPlan } from '../modules/users/service.ts';

const USAGE = `Usage: npm run set-plan -w @atelier/server -- <email> <${PLAN_TYPES.join('|')}>`;

async function main(args: string[]) {
  const [email, plan] = args;
  if (!email || !plan || !(PLAN_TYPES as readonly string[]).includes(plan)) {
    console.error(USAGE);
    return 2;
  }
  process.chdir(invocationDir());
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    await database.migrate();
    const user = await setPlan(database.db, email, plan as PlanType);
    if (!user) {
      console.error(`No account with the e-mail address ${email}.`);
      return 1;
    }
    process.stdout.write(`${user.email} is now on the ${user.planType} plan.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
