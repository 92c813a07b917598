import { resolve } from 'node:path';
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
/** The local OpenID Connect provider the single sign-on journey starts. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 5);
/**
 * The e2e server's own SQLite file (playwright.config.ts gives it a fresh DATA_DIR). Tests
 * that need time to pass (a trial's end, a certificate's expiry) move dates there, so the
 * product needs no clock switch.
 */
export const DB_FILE = resolve(`.tmp/e2e-data-${PORT}/slidewise.db`);
