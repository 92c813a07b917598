import { paths } from '@/config/paths';
import type { TextSection } from '@/locales/sections';

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

/** The public screens (app/router.tsx) that, like the sign-in screens, show only the guest texts. */
const GUEST_TEXT_SCREENS = [paths.invite, paths.join, paths.verifyEmail].map(
  (path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

/**
 * The texts of the frame of every screen behind sign-in (sidebar, menus, the trial's notices):
 * a page that opens there loads them with its first language bundle (main.tsx).
 */
export const FRAME_TEXTS = ['subscription'] as const satisfies readonly TextSection[];

/**
 * Whether a page load at `pathname` opens on a screen in the app's frame, or may (lib/i18n then
 * loads the frame's texts with the first language bundle): any but the sign-in, invitation, join
 * and e-mail confirmation screens, which an invitee on a phone opens first.
 */
export function opensInFrame(pathname: string): boolean {
  return !isGuestPath(pathname) && !GUEST_TEXT_SCREENS.some((screen) => screen.test(pathname));
}
