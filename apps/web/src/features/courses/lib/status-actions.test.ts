import { describe, expect, it } from 'vitest';
import { STATUS_ACTION_TARGET, canAssign, statusActions } from './status-actions';

describe('statusActions', () => {
  it('offers publish or archive for a draft', () => {
    expect(statusActions('draft')).toEqual(['publish', 'archive']);
  });

  it('offers unpublish (back to draft) or archive for a published course', () => {
    expect(statusActions('published')).toEqual(['unpublish', 'archive']);
  });

  it('offers a way back for an archived course', () => {
    expect(statusActions('archived')).toEqual(['restore', 'publish']);
  });

  it('never offers the status a course already has', () => {
    for (const status of ['draft', 'published', 'archived'] as const) {
      const targets = statusActions(status).map((action) => STATUS_ACTION_TARGET[action]);
      expect(targets).not.toContain(status);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });
});

describe('canAssign', () => {
  it('allows assigning published courses only', () => {
    expect(canAssign({ status: 'published' })).toBe(true);
    expect(canAssign({ status: 'draft' })).toBe(false);
    expect(canAssign({ status: 'archived' })).toBe(false);
  });
});
