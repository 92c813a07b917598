/** The look every text field shares (Input, Textarea, Select): border, focus ring, invalid state. */
export const FIELD_CLASS = [
  'block w-full rounded-lg border border-line-strong bg-surface-raised py-2.5 text-base text-fg shadow-xs sm:text-sm',
  'placeholder:text-fg-muted focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 dark:focus-visible:border-primary-400',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600 dark:aria-invalid:border-red-400 dark:aria-invalid:focus-visible:outline-red-400',
].join(' ');
