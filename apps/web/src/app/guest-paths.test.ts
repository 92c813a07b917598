import { describe, expect, it } from 'vitest';
import { opensInFrame } from './guest-paths';

describe('opensInFrame', () => {
  it.each(['/login', '/signup/', '/invite/abc', '/join/abc/', '/verify-email'])(
    '%s opens with the guest texts only',
    (path) => expect(opensInFrame(path)).toBe(false),
  );

  it.each(['/', '/dashboard', '/learn/abc', '/courses/abc', '/verify/abc', '/invite/abc/more'])(
    '%s opens with the frame’s texts too',
    (path) => expect(opensInFrame(path)).toBe(true),
  );
});
