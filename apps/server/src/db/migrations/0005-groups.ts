import type { Kysely } from 'kysely';
import { timestamp } from './column-types.js';

// Groups of people, their members (an account, or a pending e-mail), and the
// invitations sent to addresses that have no account yet.
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestamp(db);

  await db.schema
    .createTable('groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // lower(trim(name)): a leader's group names are unique case-insensitively.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('groups_owner_name_key')
    .on('groups')
    .columns(['owner_id', 'name_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('group_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('added_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_members_group_email')
    .on('group_members')
    .columns(['group_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('group_members_email_idx')
    .on('group_members')
    .column('email')
    .execute();
  await db.schema
    .createIndex('group_members_user_idx')
    .on('group_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    // SHA-256 of the token sent by e-mail; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('accepted_at', ts)
    .addColumn('sent_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invitations_inviter_email')
    .on('invitations')
    .columns(['inviter_id', 'email'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('group_members').execute();
  await db.schema.dropTable('groups').execute();
}
