import { symmetricEncrypt } from 'better-auth/crypto';
import {
  SSO_PROVIDER_PREFIX,
  type SsoSettings,
  type SsoSettingsInput,
} from '@slidewise/shared/auth/sign-in-methods';
import type { AppKysely } from '../../db/database.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { groupLookup } from '../groups/group.service.js';
import type { PlanPolicy } from '../subscription/subscription.policy.js';
import { subscriptionService } from '../subscription/subscription.service.js';
import { discoveryUrl } from './sso.plugin.js';
import { ssoRepository, type SsoProviderRow } from './sso.repository.js';

const DISCOVERY_TIMEOUT_MS = 5000;

export const ssoCallbackUrl = (publicUrl: string, providerRowId: string) =>
  `${publicUrl}/api/auth/callback/${SSO_PROVIDER_PREFIX}${providerRowId}`;

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The id of the workspace sign-on that serves this address's domain, if one does. */
export function ssoProviderServing(db: AppKysely) {
  const providers = ssoRepository(db);
  return (email: string) => providers.providerOfDomain(domainOf(email));
}

export function ssoService(deps: {
  db: AppKysely;
  clock: Clock;
  plans: PlanPolicy;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
}) {
  const { db, clock, plans } = deps;
  const providers = ssoRepository(db);
  const subscriptions = subscriptionService(db, clock);
  const groups = groupLookup(db);

  async function present(row: SsoProviderRow): Promise<SsoSettings> {
    return {
      issuer: row.issuer,
      clientId: row.client_id,
      domains: await providers.domainsOf(row.id),
      groupId: row.group_id,
      redirectUrl: ssoCallbackUrl(deps.publicUrl, row.id),
    };
  }

  const issuerIssue = (message: string) =>
    validationFailed([{ path: 'issuer', code: 'invalid_issuer', message }], message);

  /** The issuer must publish an OpenID Connect discovery document naming itself. */
  async function assertDiscoverable(issuer: string) {
    const url = new URL(issuer);
    // Only public https issuers, or ones the operator listed: the server fetches this URL.
    if (url.protocol !== 'https:' && !deps.trustedOrigins.includes(url.origin)) {
      throw issuerIssue('The issuer must be an https:// address.');
    }
    const found = await fetch(discoveryUrl(issuer), {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      redirect: 'error',
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ issuer?: unknown }>) : null))
      .catch(() => null);
    const strip = (s: string) => s.replace(/\/$/, '');
    if (!found || typeof found.issuer !== 'string' || strip(found.issuer) !== strip(issuer)) {
      throw new AppError(
        422,
        'sso_discovery_failed',
        'No OpenID Connect provider answers at this issuer address.',
        { issuer },
      );
    }
  }

  return {
    /** Null while none is set up (or the account has no workspace): a state, not an error. */
    async get(ownerId: string): Promise<SsoSettings | null> {
      const row = await providers.findByOwner(ownerId);
      return row ? present(row) : null;
    },

    async save(ownerId: string, input: SsoSettingsInput): Promise<SsoSettings> {
      const subscription = await subscriptions.of(ownerId);
      if (!subscription) {
        throw new AppError(403, 'forbidden', 'Start your workspace to set up single sign-on.');
      }
      plans.assertAllows(subscription, { limit: 'sso' });
      const groupId = input.groupId ?? null;
      if (groupId && !(await groups.ownedBy(groupId, ownerId))) throw notFound('Group');
      const existing = await providers.findByOwner(ownerId);
      if (!existing && !input.clientSecret) {
        const message = 'The client secret is required.';
        throw validationFailed([{ path: 'clientSecret', code: 'required', message }], message);
      }
      const id = existing?.id ?? newId();
      const domains = [...new Set(input.domains)];
      const taken = await providers.claimedElsewhere(domains, id);
      if (taken.length) {
        throw new AppError(
          409,
          'sso_domain_taken',
          `Another workspace already signs in ${taken.join(', ')}.`,
          { domains: taken },
        );
      }
      const issuer = input.issuer.replace(/\/$/, '');
      await assertDiscoverable(issuer);
      const now = clock.now().toISOString();
      const row = {
        id,
        owner_id: ownerId,
        issuer,
        client_id: input.clientId,
        client_secret: input.clientSecret
          ? await symmetricEncrypt({ key: deps.secret, data: input.clientSecret })
          : existing!.client_secret,
        group_id: groupId,
        created_at: existing ? new Date(existing.created_at).toISOString() : now,
        updated_at: now,
      };
      await db.transaction().execute(() => providers.save(row, domains));
      return present(row);
    },

    async remove(ownerId: string): Promise<void> {
      if (!(await providers.delete(ownerId))) throw notFound('Single sign-on');
    },

    /** The sign-on serving this address's domain (it says nothing about accounts). */
    async lookup(email: string): Promise<{ provider: string }> {
      const id = await providers.providerOfDomain(domainOf(email));
      if (!id) throw notFound('Single sign-on');
      return { provider: `${SSO_PROVIDER_PREFIX}${id}` };
    },
  };
}

export type SsoService = ReturnType<typeof ssoService>;
