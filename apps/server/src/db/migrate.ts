import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-platform.js';
import * as m0002 from './migrations/0002-profile-uploads.js';
import * as m0003 from './migrations/0003-billing.js';
import * as m0004 from './migrations/0004-courses.js';
import * as m0005 from './migrations/0005-groups.js';
import * as m0006 from './migrations/0006-assignments.js';
import * as m0007 from './migrations/0007-list-indexes.js';
import * as m0008 from './migrations/0008-mail-outbox.js';
import * as m0010 from './migrations/0010-imports.js';
import * as m0011 from './migrations/0011-certification.js';
import * as m0012 from './migrations/0012-sign-in-and-join.js';
import * as m0013 from './migrations/0013-invitation-links.js';
import * as m0014 from './migrations/0014-mail-delivery.js';
import * as m0015 from './migrations/0015-slide-layouts.js';
import * as m0016 from './migrations/0016-single-sign-on.js';
import * as m0017 from './migrations/0017-verification-expiry.js';
import * as m0018 from './migrations/0018-learner-assignment-index.js';

// Listed by hand (not read from disk) so the same list works from src under tsx and from dist.
const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-profile-uploads': m0002,
  '0003-billing': m0003,
  '0004-courses': m0004,
  '0005-groups': m0005,
  '0006-assignments': m0006,
  '0007-list-indexes': m0007,
  '0008-mail-outbox': m0008,
  '0010-imports': m0010,
  '0011-certification': m0011,
  '0012-sign-in-and-join': m0012,
  '0013-invitation-links': m0013,
  '0014-mail-delivery': m0014,
  '0015-slide-layouts': m0015,
  '0016-single-sign-on': m0016,
  '0017-verification-expiry': m0017,
  '0018-learner-assignment-index': m0018,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
