/** A date input's value (YYYY-MM-DD) for a moment, in the person's own time zone. */
export function toDateInput(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A due date is a day: the course is due by the end of it, in the person's own
 * time zone. Returns the ISO moment the API takes, or null for an unreadable value.
 */
export function dueAtFromDateInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== day) {
    return null;
  }
  return end.toISOString();
}

/** Why a due date cannot be used (a translation key), or null: it must be today or later. */
export function dueDateProblem(value: string, now: Date = new Date()): string | null {
  if (!value) return null;
  const dueAt = dueAtFromDateInput(value);
  if (!dueAt) return 'assign.form.dueInvalid';
  return new Date(dueAt) > now ? null : 'assign.form.duePast';
}
