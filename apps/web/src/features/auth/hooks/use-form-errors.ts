import { useState, type FormEvent } from 'react';
import { serverFieldIssues } from '@/lib/validation-messages';

/** The `validation.*` key for a control the browser's own checks refuse, or null. */
function messageKey(control: HTMLInputElement): string | null {
  const { validity } = control;
  // A name of spaces is as empty as no name.
  if (validity.valueMissing || (control.required && control.value.trim() === ''))
    return 'validation.required';
  if (validity.typeMismatch)
    return control.type === 'email' ? 'validation.email' : 'validation.invalid';
  if (validity.tooLong) return 'validation.too_long';
  if (validity.tooShort) return 'validation.too_short';
  return validity.valid ? null : 'validation.invalid';
}

/** What is sent: addresses trimmed and lower-cased, names trimmed, passwords as typed. */
function valueOf(control: HTMLInputElement): string {
  if (control.type === 'password') return control.value;
  const value = control.value.trim();
  return control.type === 'email' ? value.toLowerCase() : value;
}

/**
 * A small form checked by the browser's own rules (`required`, `type="email"`, `maxLength` on
 * each input, which carries `name`), the messages shown by FormField in the person's language
 * (`validation.*` keys). Checked on submit, then again on every change; the first refused
 * field takes the focus. The server checks everything again: its `validation_failed` answer
 * lands on the same fields (`showServerErrors`).
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const controls = (form: HTMLFormElement) =>
    fields.map((field) => [field, form.elements.namedItem(field) as HTMLInputElement] as const);
  const check = (form: HTMLFormElement) => {
    const found: Partial<Record<F, string>> = {};
    for (const [field, control] of controls(form)) {
      const key = messageKey(control);
      if (key) found[field] = key;
    }
    return found;
  };

  /** The form's onSubmit: `send` gets the values once every field passes. */
  const submit =
    (send: (values: Record<F, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const found = check(form);
      setSubmitted(true);
      setErrors(found);
      const refused = controls(form).find(([field]) => found[field]);
      if (refused) return refused[1].focus();
      send(
        Object.fromEntries(controls(form).map(([field, c]) => [field, valueOf(c)])) as Record<
          F,
          string
        >,
      );
    };

  /** The form's onChange: after a first submit, each change checks the fields again. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) setErrors(check(event.currentTarget));
  };

  /** Puts a `validation_failed` answer on its fields; false when none of them was named. */
  const showServerErrors = (error: unknown): boolean => {
    const issues = serverFieldIssues(error).filter(({ field }) =>
      (fields as readonly string[]).includes(field),
    );
    if (issues.length)
      setErrors(
        Object.fromEntries(issues.map((i) => [i.field, i.key])) as Partial<Record<F, string>>,
      );
    return issues.length > 0;
  };

  return { errors, submit, onChange, showServerErrors };
}
