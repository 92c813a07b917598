import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { errorMessage } from '@/lib/error-message';
import { useRequestMagicLink } from '../api/request-magic-link';
import { useFormErrors } from '../hooks/use-form-errors';

const FIELDS = ['email'] as const;

/** "E-mail me a sign-in link": the link brings the person back to `callbackURL`, signed in. */
export function MagicLinkForm({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation();
  const { errors, submit, onChange, showServerErrors } = useFormErrors(FIELDS);
  const request = useRequestMagicLink();

  // The same answer whether or not the account exists, so nobody learns who has one.
  if (request.isSuccess) {
    return (
      <Alert tone="success" focus>
        <p className="flex items-center gap-2 font-semibold">
          <MailCheck aria-hidden="true" className="size-4" />
          {t('auth.magicLink.sentTitle')}
        </p>
        <p>{t('auth.magicLink.sent', { email: request.variables.email })}</p>
      </Alert>
    );
  }

  const onSubmit = submit((values) =>
    request.mutate({ ...values, callbackURL }, { onError: showServerErrors }),
  );

  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
      {request.isError && <Alert tone="error">{errorMessage(t, request.error)}</Alert>}
      <EmailField error={errors.email} />
      <Button type="submit" fullWidth isLoading={request.isPending}>
        {t('auth.magicLink.submit')}
      </Button>
    </form>
  );
}

/** The address field of the one-address forms (sign-in link, single sign-on, forgotten password). */
export function EmailField({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('auth.fields.email')} required error={error}>
      {(field) => (
        <Input {...field} name="email" type="email" maxLength={254} autoComplete="email" />
      )}
    </FormField>
  );
}
