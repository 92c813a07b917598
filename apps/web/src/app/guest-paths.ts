import { paths } from '@/config/paths';

/**
 * The sign-in screens: a page load at one of these paths starts the light guest shell
 * (app/guest-app.tsx) instead of the app, so they never download the app's router, forms
 * library or screens. Moving between them stays in the shell; anything else is a page load.
 */
export const GUEST_PATHS: readonly string[] = [
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
];

export function isGuestPath(pathname: string): boolean {
  return GUEST_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
