// Operator commands: `npm run admin -- users`, `npm run admin -- plan <email> PRO --until 2027-12-31`,
// `npm run admin -- plan <email> FREE`. They act on the database in DATA_DIR or DATABASE_URL.
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError } from './lib/app-error.js';
import { systemClock } from './lib/clock.js';
import { isPlanId } from './modules/subscription/plans.js';
import { subscriptionService } from './modules/subscription/subscription.service.js';
import { toIso } from './db/schema.js';

const USAGE = `Usage:
  npm run admin -- users
  npm run admin -- plan <email> PRO --until YYYY-MM-DD
  npm run admin -- plan <email> FREE`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { until: { type: 'string' } },
});

const config = loadConfig();
const db = openDatabase(config);
let exitCode = 0;
try {
  await migrateToLatest(db.kysely);
  const service = subscriptionService(db.kysely, systemClock);
  const [command, email, plan] = positionals;
  if (command === 'users') {
    for (const row of await service.listLeaders()) {
      const expires = row.expires_at ? toIso(row.expires_at).slice(0, 10) : '';
      console.log([row.email, row.plan ?? 'learner', row.status ?? '', expires].join('\t'));
    }
  } else if (command === 'plan' && email && plan && isPlanId(plan)) {
    const until = values.until ? new Date(`${values.until}T23:59:59.999Z`) : undefined;
    if (until && Number.isNaN(until.getTime()))
      throw new AppError(422, 'validation_failed', 'Bad --until date.');
    const record = await service.setPlan(email, plan, until);
    console.log(
      `${email}: ${record.plan} (${record.status}) until ${record.expiresAt.toISOString()}`,
    );
  } else {
    console.error(USAGE);
    exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exitCode = exitCode;
