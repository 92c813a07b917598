// Operator commands: `npm run admin -- users`, `npm run admin -- plan <email> PRO --until 2027-12-31`,
// `npm run admin -- plan <email> FREE`, `npm run admin -- storage copy-to-s3`,
// `npm run admin -- mail [retry [id…]]`. They act on the database in DATA_DIR or
// DATABASE_URL (and the bucket in S3_*).
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError } from './lib/app-error.js';
import { systemClock } from './lib/clock.js';
import { isPlanId } from './modules/subscription/plans.js';
import { subscriptionService } from './modules/subscription/subscription.service.js';
import { toIso } from './db/schema.js';
import { mailRepository } from './modules/mail/mail.repository.js';
import { copyUploadsToS3 } from './modules/uploads/upload.copy-to-s3.js';
import { s3Client } from './modules/uploads/upload.s3-storage.js';

const USAGE = `Usage:
  npm run admin -- users
  npm run admin -- plan <email> PRO --until YYYY-MM-DD
  npm run admin -- plan <email> FREE
  npm run admin -- storage copy-to-s3     copy DATA_DIR/uploads into S3_BUCKET and verify each file
  npm run admin -- mail                   e-mail not yet delivered (queued, sending, failed)
  npm run admin -- mail retry [id…]       put failed e-mail (or the given ids) back in the queue`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { until: { type: 'string' } },
});

const config = loadConfig();
const db = openDatabase({ ...config, readCache: false });
let exitCode = 0;
try {
  await migrateToLatest(db.kysely);
  const service = subscriptionService(db.kysely, systemClock);
  const [command, subject, plan] = positionals;
  if (command === 'users') {
    for (const row of await service.listLeaders()) {
      const expires = row.expires_at ? toIso(row.expires_at).slice(0, 10) : '';
      console.log([row.email, row.plan ?? 'learner', row.status ?? '', expires].join('\t'));
    }
  } else if (command === 'plan' && subject && plan && isPlanId(plan)) {
    const until = values.until ? new Date(`${values.until}T23:59:59.999Z`) : undefined;
    if (until && Number.isNaN(until.getTime()))
      throw new AppError(422, 'validation_failed', 'Bad --until date.');
    const record = await service.setPlan(subject, plan, until);
    await db.durable();
    console.log(
      `${subject}: ${record.plan} (${record.status}) until ${record.expiresAt.toISOString()}`,
    );
  } else if (command === 'mail' && (subject === undefined || subject === 'retry')) {
    const mail = mailRepository(db.kysely, db.dialect);
    if (subject === 'retry') {
      const ids = positionals.slice(2);
      const count = await mail.retry(new Date().toISOString(), ids.length ? ids : undefined);
      await db.durable();
      console.log(`${count} e-mail(s) back in the queue; a running server delivers them.`);
    } else {
      const rows = await mail.listUndelivered();
      for (const row of rows) {
        const next = toIso(row.next_attempt_at);
        console.log(
          [
            row.id,
            row.status,
            `attempts ${row.attempts}`,
            `next ${next}`,
            row.to_address,
            row.subject,
            row.last_error ?? '',
          ].join('\t'),
        );
      }
      const stats = await mail.stats(new Date());
      console.log(
        `${stats.queued} queued (oldest ${stats.oldestQueuedSeconds} s), ${stats.failed} failed`,
      );
    }
  } else if (command === 'storage' && subject === 'copy-to-s3') {
    if (!config.s3) throw new AppError(422, 'validation_failed', 'Set S3_BUCKET (and S3_*) first.');
    const report = await copyUploadsToS3({
      db: db.kysely,
      dataDir: config.dataDir,
      client: s3Client(config.s3),
      bucket: config.s3.bucket,
      onProgress: (line) => console.log(line),
    });
    console.log(
      `copied ${report.copied}, already there ${report.present}, missing on disk ${report.missing.length}, differing ${report.mismatched.length}`,
    );
    if (report.missing.length || report.mismatched.length) exitCode = 1;
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
