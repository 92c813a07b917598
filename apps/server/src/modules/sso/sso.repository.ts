import type { Insertable, Selectable } from 'kysely';
import type { AppKysely } from '../../db/database.js';
import type { SsoProvidersTable } from '../../db/schema.js';

export type SsoProviderRow = Selectable<SsoProvidersTable>;

export function ssoRepository(db: AppKysely) {
  const x = () => db.executor();
  return {
    findById(id: string): Promise<SsoProviderRow | undefined> {
      return x().selectFrom('sso_providers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByOwner(ownerId: string): Promise<SsoProviderRow | undefined> {
      return x()
        .selectFrom('sso_providers')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },

    async providerOfDomain(domain: string): Promise<string | undefined> {
      const row = await x()
        .selectFrom('sso_domains')
        .select('provider_id')
        .where('domain', '=', domain)
        .executeTakeFirst();
      return row?.provider_id;
    },

    async domainsOf(providerId: string): Promise<string[]> {
      const rows = await x()
        .selectFrom('sso_domains')
        .select('domain')
        .where('provider_id', '=', providerId)
        .orderBy('domain')
        .execute();
      return rows.map((r) => r.domain);
    },

    /** Of these domains, the ones another workspace's provider serves. */
    async claimedElsewhere(domains: string[], providerId: string): Promise<string[]> {
      if (!domains.length) return [];
      const rows = await x()
        .selectFrom('sso_domains')
        .select('domain')
        .where('domain', 'in', domains)
        .where('provider_id', '<>', providerId)
        .execute();
      return rows.map((r) => r.domain);
    },

    async save(row: Insertable<SsoProvidersTable>, domains: string[]) {
      await x()
        .insertInto('sso_providers')
        .values(row)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            issuer: row.issuer,
            client_id: row.client_id,
            client_secret: row.client_secret,
            group_id: row.group_id,
            updated_at: row.updated_at,
          }),
        )
        .execute();
      await x().deleteFrom('sso_domains').where('provider_id', '=', row.id).execute();
      await x()
        .insertInto('sso_domains')
        .values(domains.map((domain) => ({ domain, provider_id: row.id })))
        .execute();
    },

    async delete(ownerId: string): Promise<boolean> {
      const provider = await this.findByOwner(ownerId);
      if (!provider) return false;
      await x().deleteFrom('sso_domains').where('provider_id', '=', provider.id).execute();
      await x().deleteFrom('sso_providers').where('id', '=', provider.id).execute();
      return true;
    },
  };
}
