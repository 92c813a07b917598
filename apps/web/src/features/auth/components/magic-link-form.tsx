import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '@slidewise/shared/auth/schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useRequestMagicLink } from '../api/request-magic-link';

/** "E-mail me a sign-in link": the link brings the person back to `callbackURL`, signed in. */
export function MagicLinkForm({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema, { error: validationErrorMap }),
    defaultValues: { email: '' },
  });
  const request = useRequestMagicLink();

  // The same answer whether or not the account exists, so nobody learns who has one.
  if (request.isSuccess) {
    return (
      <Alert tone="success">
        <p className="flex items-center gap-2 font-semibold">
          <MailCheck aria-hidden="true" className="size-4" />
          {t('auth.magicLink.sentTitle')}
        </p>
        <p>{t('auth.magicLink.sent', { email: getValues('email') })}</p>
      </Alert>
    );
  }

  const onSubmit = handleSubmit((values) =>
    request.mutate(
      { ...values, callbackURL },
      { onError: (error) => setServerFieldErrors(error, setError, ['email']) },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {request.isError && <Alert tone="error">{errorMessage(t, request.error)}</Alert>}
      <FormField label={t('auth.fields.email')} required error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <Button type="submit" fullWidth isLoading={request.isPending}>
        {t('auth.magicLink.submit')}
      </Button>
    </form>
  );
}
