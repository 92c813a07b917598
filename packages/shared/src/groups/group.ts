import { z } from 'zod';
import { bulkIdsSchema } from '../http/bulk.js';
import { paginationQuerySchema } from '../http/pagination.js';
import { deliverySchema } from '../mail/delivery.js';

export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;
export const MAX_EMAILS_PER_ADD = 1000;

export const groupCreateSchema = z.object({
  name: z.string().trim().min(1).max(GROUP_NAME_MAX),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX).default(''),
});
export type GroupCreateInput = z.input<typeof groupCreateSchema>;

export const groupUpdateSchema = z.object({
  name: z.string().trim().min(1).max(GROUP_NAME_MAX).optional(),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX).optional(),
});

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(80).optional(),
  sort: z.enum(['name', 'updated', 'created', 'members']).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
});

export const memberStatusSchema = z.enum(['active', 'invited']);

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  userId: z.string().nullable(),
  displayName: z.string().nullable(),
  status: memberStatusSchema,
  delivery: deliverySchema,
  addedAt: z.string(),
  /** The courses this leader assigned to the member, with their progress. */
  courses: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      status: z.enum(['not_started', 'in_progress', 'completed', 'overdue', 'failed']),
      progress: z.number().int(),
    }),
  ),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(254).optional(),
});

export const addMembersSchema = z.object({
  emails: z.array(z.string().max(320)).min(1).max(MAX_EMAILS_PER_ADD),
});

/** Removes members, or moves them to another group of the same leader: all or nothing. */
export const memberBulkSchema = z
  .object({
    action: z.enum(['remove', 'move']),
    userIds: bulkIdsSchema,
    targetGroupId: z.string().min(1).max(64).optional(),
  })
  .refine((input) => input.action !== 'move' || input.targetGroupId !== undefined, {
    message: 'Choose the group to move them to.',
    path: ['targetGroupId'],
  });

export const addMembersResultSchema = z.object({
  added: z.number().int(),
  alreadyMembers: z.number().int(),
  invited: z.number().int(),
});

export const PREVIEW_STATUSES = [
  'new',
  'has_account',
  'already_member',
  'invalid',
  'duplicate',
] as const;
export const memberPreviewSchema = z.object({
  entries: z.array(
    z.object({ input: z.string(), email: z.string(), status: z.enum(PREVIEW_STATUSES) }),
  ),
});
export type MemberPreview = z.infer<typeof memberPreviewSchema>;
