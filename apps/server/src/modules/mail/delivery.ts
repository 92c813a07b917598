import { sql, type Expression } from 'kysely';
import type { Delivery } from '@slidewise/shared/mail/delivery';
import type { MailOutboxTable } from '../../db/schema.js';

/** Where an e-mail is in the queue (other modules' lists read it with `latestDelivery`). */
export type MailStatus = MailOutboxTable['status'];

/**
 * The status of the newest e-mail a leader sent an address, as a column of a list's
 * own query (one index seek per row, no statement of its own).
 */
export const latestDelivery = (leaderId: Expression<string>, email: Expression<string>) =>
  sql<MailStatus | null>`(select mail_outbox.status from mail_outbox where mail_outbox.leader_id = ${leaderId} and mail_outbox.to_address = ${email} order by mail_outbox.id desc limit 1)`;

export const presentDelivery = (status: MailStatus | null): Delivery =>
  status === null ? null : status === 'sending' ? 'queued' : status;
