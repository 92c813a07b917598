export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
/** The local OpenID Connect provider the single sign-on journey starts. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 5);
