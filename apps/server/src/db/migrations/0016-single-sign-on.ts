import type { Kysely } from 'kysely';
import { timestamp } from './column-types.js';

// A workspace's own OpenID Connect provider (one per leader), and the e-mail domains it
// signs in. A domain belongs to one workspace at most.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_providers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('created_at', timestamp(db), (c) => c.notNull())
    .addColumn('updated_at', timestamp(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sso_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) =>
      c.notNull().references('sso_providers.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('sso_domains_provider')
    .on('sso_domains')
    .column('provider_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_domains').execute();
  await db.schema.dropTable('sso_providers').execute();
}
