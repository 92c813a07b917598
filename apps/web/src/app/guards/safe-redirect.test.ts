import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/dashboard', '/courses/view/42?tab=slides', '/reports#top', '/reset-password?token=a'])(
    'keeps the same-site path %s',
    (target) => expect(safeRedirect(target)).toBe(target),
  );

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/%0a/x\n',
    'javascript:alert(1)',
  ])('falls back to /dashboard for %j', (target) =>
    expect(safeRedirect(target)).toBe('/dashboard'),
  );

  it('does not send a signed-in person back to a guest-only page', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
    expect(safeRedirect('/signup')).toBe('/dashboard');
  });
});
