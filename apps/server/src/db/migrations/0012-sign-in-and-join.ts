import type { Kysely } from 'kysely';
import { boolean, falseValue, timestamp } from './column-types.js';

// Join links (a group's public way in) and better-auth's two-factor records.
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestamp(db);

  await db.schema
    .createTable('join_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The token is the link itself; the leader sees it again in the list, like a join code.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('email_domain', 'text')
    .addColumn('expires_at', ts)
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('join_links_group_idx').on('join_links').column('group_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('two_factor_enabled', boolean(db), (c) => c.notNull().defaultTo(falseValue(db)))
    .execute();
  await db.schema
    .createTable('two_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The TOTP secret is encrypted with the auth secret; backup codes are keyed hashes, single use.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backup_codes', 'text', (c) => c.notNull())
    .addColumn('verified', boolean(db), (c) => c.notNull().defaultTo(falseValue(db)))
    // Lockout after repeated wrong codes at sign-in.
    .addColumn('failed_verification_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', ts)
    .execute();
  await db.schema.createIndex('two_factors_user_idx').on('two_factors').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factors').execute();
  await db.schema.alterTable('users').dropColumn('two_factor_enabled').execute();
  await db.schema.dropTable('join_links').execute();
}
