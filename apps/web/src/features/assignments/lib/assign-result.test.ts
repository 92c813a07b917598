import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { assignResultMessage } from './assign-result';

const t = i18n.t.bind(i18n);

describe('assignResultMessage', () => {
  it('says who was assigned, who already was and who was invited', () => {
    expect(assignResultMessage(t, { assigned: 3, alreadyAssigned: 1, invited: 2 })).toBe(
      'Assigned to 3 people. 1 person already had this course. 2 invitations sent to people without an account.',
    );
    expect(assignResultMessage(t, { assigned: 1, alreadyAssigned: 0, invited: 0 })).toBe(
      'Assigned to 1 person.',
    );
  });

  it('says so when nobody new was assigned', () => {
    expect(assignResultMessage(t, { assigned: 0, alreadyAssigned: 0, invited: 0 })).toBe(
      'Nobody new to assign: the groups you chose have no members yet.',
    );
  });
});
