import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { setServerFieldErrors, validationErrorMap } from './validation-messages';

interface ValidatedFormOptions<Input extends FieldValues, Output extends FieldValues> extends Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
> {
  /** The contract the values are checked against before `onValid` sees them. */
  schema: z.ZodType<Output, Input>;
  /** Fields a server `validation_failed` answer may name: its issues land on them. */
  serverFields?: readonly Path<Input>[];
  /** Sends checked values; a failure it throws that names none of `serverFields` is its own to show. */
  onValid?: (values: Output) => Promise<unknown>;
}

/**
 * A react-hook-form form checked by a zod schema (messages are `validation.*` keys, so they
 * follow a language change), whose `onSubmit` sends the values with `onValid` and puts a
 * server's refusal of a field on that field.
 */
export function useValidatedForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  serverFields = [],
  onValid,
  ...options
}: ValidatedFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema, { error: validationErrorMap }),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onValid?.(values);
    } catch (error) {
      setServerFieldErrors(error, form.setError, serverFields);
    }
  });
  return { ...form, onSubmit };
}
