import { randomBytes } from 'node:crypto';

/** A random, URL-safe, unguessable id (128 bits). */
export const newId = () => randomBytes(16).toString('base64url');
