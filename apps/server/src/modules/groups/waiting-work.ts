import type { AppKysely } from '../../db/database.js';
import { assignmentRepository } from '../assignments/assignment.repository.js';
import { userRepository } from '../users/user.repository.js';
import { groupRepository } from './group.repository.js';
import { invitationRepository } from './invitation.repository.js';

/**
 * Gives an account everything leaders left waiting for its address: group memberships,
 * assignments, and every open invitation settled ("already joined"). Call it only once
 * the address is proven to be theirs: they came through an invitation link, or they
 * verified the address. The address counts as verified from then on.
 */
export function claimWaitingWork(db: AppKysely) {
  const users = userRepository(db);
  const groups = groupRepository(db);
  const assignments = assignmentRepository(db);
  const invitations = invitationRepository(db);

  return (userId: string, email: string, at: Date) =>
    db.transaction().execute(async () => {
      await users.markEmailVerified(userId, at);
      await groups.attachPending(userId, email);
      await assignments.attachPending(userId, email);
      await invitations.acceptAllFor(email, at);
    });
}
