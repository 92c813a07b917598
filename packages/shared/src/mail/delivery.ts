import { z } from 'zod';

/**
 * Whether the newest e-mail a leader's action sent a person (an invitation, an
 * assignment) reached their mail server: `queued` while it is waiting or being
 * retried, `failed` when it was refused for good (the leader can resend it), null
 * when none was sent.
 */
export const deliverySchema = z.enum(['sent', 'queued', 'failed']).nullable();
export type Delivery = z.infer<typeof deliverySchema>;
