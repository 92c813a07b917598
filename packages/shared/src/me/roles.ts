/** The role of an account that has none stored (zod-free, for the sign-in screens). */
export const DEFAULT_ROLE = 1;
