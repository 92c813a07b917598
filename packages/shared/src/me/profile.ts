import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';

export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,22}[0-9]$/;

export const updateMeSchema = z.object({
  displayName: z.string().trim().min(1).max(100).optional(),
  phoneNumber: z
    .string()
    .trim()
    .regex(PHONE_PATTERN)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  locale: z.enum(LANGUAGES).optional(),
});
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);

export const BIO_MAX_LENGTH = 2000;

export const userBioSchema = z.object({
  headline: optionalText(120),
  bio: optionalText(BIO_MAX_LENGTH),
  location: optionalText(120),
  website: z
    .string()
    .trim()
    .max(300)
    // People type `acme.test`: the scheme is ours to add.
    .transform((v) => (v === '' || /^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`))
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), { message: 'Invalid URL' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
});
export type UserBioInput = z.input<typeof userBioSchema>;
export type UserBio = z.output<typeof userBioSchema>;

export const deleteMeSchema = z.object({
  /** The account's own e-mail, typed again to confirm. */
  email: z.string().trim().toLowerCase(),
});
