/** Whether what was typed to confirm is the account's e-mail (case and outer spaces ignored). */
export function emailMatches(typed: string, email: string): boolean {
  const normalised = typed.trim().toLowerCase();
  return normalised !== '' && normalised === email.trim().toLowerCase();
}
