/**
 * Why the sign-in screen is shown, when something sent the person there: it is its own page
 * (app/guest-app), reached by a full page load, so the reason is handed over in this tab's
 * session storage and shown once.
 */
export type LoginNotice = 'password-changed' | 'signed-out' | 'session-ended';

const KEY = 'slidewise:login-notice';
const NOTICES: readonly string[] = ['password-changed', 'signed-out', 'session-ended'];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the screen shows without the note
  }
}

export function setLoginNotice(notice: LoginNotice) {
  storage()?.setItem(KEY, notice);
}

/** The notice left for the sign-in screen, if any (clearLoginNotice once shown). */
export function readLoginNotice(): LoginNotice | null {
  const notice = storage()?.getItem(KEY) ?? null;
  return notice !== null && NOTICES.includes(notice) ? (notice as LoginNotice) : null;
}

export function clearLoginNotice() {
  storage()?.removeItem(KEY);
}
