import { DEFAULT_LANDING, paths } from '@/config/paths';

const GUEST_ONLY: readonly string[] = [paths.login, paths.signup, paths.forgotPassword];
const BASE = 'https://slidewise.invalid';

function hasControlOrBackslash(value: string): boolean {
  return [...value].some(
    (char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
  );
}

/**
 * The `redirect` query target if it is a path on this site, else the default
 * landing route. Browsers read `\` as `/` and drop tabs and newlines, so
 * "/\evil.example" or "/\t/evil.example" would otherwise leave the site.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string = DEFAULT_LANDING,
): string {
  if (
    !target ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    hasControlOrBackslash(target)
  ) {
    return fallback;
  }
  const url = new URL(target, BASE);
  if (url.origin !== BASE) return fallback;
  // A guest-only page would bounce a signed-in person straight back here.
  if (GUEST_ONLY.includes(url.pathname)) return fallback;
  return target;
}
