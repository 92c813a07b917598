// Relative: the build reads this too (build/screen-preloads.ts), outside Vite's aliases.
import { paths } from '../config/paths';
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

/**
 * The texts of the frame of every screen behind sign-in (sidebar, menus, the trial's notices):
 * a page that opens there loads them with its first language bundle (main.tsx, app/screens.ts).
 */
export const FRAME_TEXTS = ['subscription'] as const satisfies readonly TextSection[];
