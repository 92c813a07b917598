import { compiledQuery } from '../../db/compiled-query.js';
import type { AppKysely } from '../../db/database.js';
import { toDate } from '../../db/schema.js';

export interface UserRecord {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string | null;
  phoneNumber: string | null;
  role: number;
  locale: string | null;
  twoFactorEnabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export function userRepository(db: AppKysely) {
  const byId = compiledQuery(db, (db, id: string) =>
    db.selectFrom('users').selectAll().where('id', '=', id),
  );
  return {
    async findById(id: string): Promise<UserRecord | undefined> {
      const [row] = await byId(id);
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        emailVerified: Boolean(row.email_verified),
        name: row.name,
        image: row.image,
        phoneNumber: row.phone_number,
        role: row.role,
        locale: row.locale,
        twoFactorEnabled: Boolean(row.two_factor_enabled),
        createdAt: toDate(row.created_at),
        lastLoginAt: row.last_login_at ? toDate(row.last_login_at) : null,
      };
    },

    async findByEmail(email: string): Promise<{ id: string; locale: string | null } | undefined> {
      return db
        .executor()
        .selectFrom('users')
        .select(['id', 'locale'])
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    async update(
      id: string,
      changes: {
        name?: string;
        phoneNumber?: string | null;
        locale?: string;
        image?: string | null;
      },
      now: Date,
    ): Promise<void> {
      await db
        .executor()
        .updateTable('users')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.phoneNumber !== undefined ? { phone_number: changes.phoneNumber } : {}),
          ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
          ...(changes.image !== undefined ? { image: changes.image } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Removes the account; every row it owns goes with it (foreign keys cascade). */
    async delete(id: string): Promise<void> {
      await db.executor().deleteFrom('users').where('id', '=', id).execute();
    },

    /**
     * Account ids by address, for addresses proven to be the account's (verified, or
     * joined through an invitation link): only these get a leader's groups and courses.
     */
    async provenIdsByEmail(emails: string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (let i = 0; i < emails.length; i += 500) {
        const rows = await db
          .executor()
          .selectFrom('users')
          .select(['id', 'email'])
          .where('email', 'in', emails.slice(i, i + 500))
          // Written as true/1; both SQLite and PostgreSQL compare it with 1.
          .where('email_verified', '=', 1)
          .execute();
        for (const row of rows) found.set(row.email, row.id);
      }
      return found;
    },

    /** Each account's chosen language (one statement for up to 500 accounts). */
    async localesById(ids: string[]): Promise<Map<string, string | null>> {
      const found = new Map<string, string | null>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db
          .executor()
          .selectFrom('users')
          .select(['id', 'locale'])
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        for (const row of rows) found.set(row.id, row.locale);
      }
      return found;
    },

    async markEmailVerified(id: string, at: Date): Promise<void> {
      await db
        .executor()
        .updateTable('users')
        .set({ email_verified: 1, updated_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async touchLastLogin(id: string, at: Date): Promise<void> {
      await db
        .executor()
        .updateTable('users')
        .set({ last_login_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
