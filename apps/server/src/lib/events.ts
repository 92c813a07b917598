import Emittery from 'emittery';
import type { Language } from '@slidewise/shared/i18n/languages';

/**
 * What the server's modules tell each other, so that none reaches into another's
 * tables: auth knows nothing of groups, groups nothing of assignments.
 */
export interface AppEvents {
  /**
   * An address is proven to be this account's own (an invitation link, the verification
   * link, a provider that vouches for it): what leaders left waiting for it attaches.
   */
  addressProven: { userId: string; email: string; at: Date };
  /** A first sign-in through a provider made this account (`providerId` as better-auth names it). */
  userSignedUpWithProvider: { userId: string; email: string; providerId: string };
  /**
   * People newly joined a group. `accounts`: address → account for those whose account is
   * known to be theirs. `notify`: a leader added them, so everyone is told (and people
   * without an account, `pending`, invited, even when already members).
   */
  membersJoined: {
    ownerId: string;
    groupId: string;
    emails: string[];
    accounts: Map<string, string>;
    notify?: { language: Language; pending: string[] };
  };
  membersLeft: { groupId: string; emails: string[] };
  groupDeleted: { groupId: string };
  /** A published course was republished with "everyone takes it again". */
  courseRetrained: { ownerId: string; courseId: string };
}

export interface EventHub {
  /** Adds a handler; returns what removes it. */
  on<Name extends keyof AppEvents>(
    name: Name,
    handler: (event: AppEvents[Name]) => Promise<void>,
  ): () => void;
  /**
   * Runs every handler, one after another, and resolves when the last has finished. They
   * run in the caller's async context, so inside the caller's transaction (Kysely's
   * `executor()` follows it): a handler that throws rejects this call, and the caller's
   * transaction rolls back with everything the other handlers did.
   */
  emit<Name extends keyof AppEvents>(name: Name, event: AppEvents[Name]): Promise<void>;
}

/** The app's in-process hub (emittery, its handlers awaited in series). */
export function eventHub(): EventHub {
  const emitter = new Emittery<AppEvents>();
  return {
    on: (name, handler) => emitter.on(name, handler),
    emit: (name, event) => emitter.emitSerial(name, event),
  };
}
