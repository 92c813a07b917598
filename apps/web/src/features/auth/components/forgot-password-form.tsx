import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useFormErrors } from '../hooks/use-form-errors';
import { EmailField } from './magic-link-form';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { errors, submit, onChange, showServerErrors } = useFormErrors(FIELDS);
  const request = useRequestPasswordReset();

  // The same answer whether or not the account exists, so nobody learns who has one.
  if (request.isSuccess)
    return (
      <Alert tone="success" focus>
        {t('auth.forgot.sent')}
      </Alert>
    );

  const onSubmit = submit((values) => request.mutate(values, { onError: showServerErrors }));

  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
      {request.isError && <Alert tone="error">{errorMessage(t, request.error)}</Alert>}
      <EmailField error={errors.email} />
      <Button type="submit" fullWidth isLoading={request.isPending}>
        {t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
