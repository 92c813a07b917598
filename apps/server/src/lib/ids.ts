import { randomBytes } from 'node:crypto';

/** A random, URL-safe, unguessable id (128 bits). */
export const newId = () => randomBytes(16).toString('base64url');

/** An id shown to the public (a certificate's): 144 random bits, URL-safe. */
export const newPublicId = () => randomBytes(18).toString('base64url');
