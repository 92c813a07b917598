import { describe, expect, it } from 'vitest';
import { opensWithEveryText } from './guest-paths';

describe('opensWithEveryText', () => {
  it.each(['/login', '/signup/', '/invite/abc', '/join/abc/', '/verify-email'])(
    '%s opens with the guest texts only',
    (path) => expect(opensWithEveryText(path)).toBe(false),
  );

  it.each(['/', '/dashboard', '/learn/abc', '/courses/abc', '/verify/abc', '/invite/abc/more'])(
    '%s opens with every screen’s texts',
    (path) => expect(opensWithEveryText(path)).toBe(true),
  );
});
