import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@slidewise/shared/auth/sign-in-methods';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useProviderSignIn, useSignInMethods, useSsoSignIn } from '../api/provider-sign-in';
import { useFormErrors } from '../hooks/use-form-errors';
import { EmailField } from './magic-link-form';

const FIELDS = ['email'] as const;

// Brand names, the same in every language.
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

function useFailureMessage() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.code === 'network_error'
      ? t('auth.providers.errors.network-request-failed')
      : errorMessage(t, error);
}

/** "Continue with Google / Microsoft" (only those the server has credentials for). */
export function SocialSignIn({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation();
  const methods = useSignInMethods();
  const start = useProviderSignIn();
  const failure = useFailureMessage();
  const providers = methods.data?.social ?? [];
  if (!providers.length) return null;
  return (
    <div className="space-y-3">
      {start.isError && <Alert tone="error">{failure(start.error)}</Alert>}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          isLoading={start.isPending && start.variables?.provider === provider}
          onClick={() => start.mutate({ provider, callbackURL })}
        >
          {t('auth.providers.continueWith', { provider: PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </div>
  );
}

/** "Continue with single sign-on": the work address picks the organisation's provider. */
export function SsoSignIn({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sso = useSsoSignIn();
  const failure = useFailureMessage();
  const { errors, submit, onChange } = useFormErrors(FIELDS);

  if (!open) {
    return (
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" className="size-4" />
        {t('auth.providers.sso')}
      </Button>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('auth.providers.sso')}
      className="space-y-3"
      onSubmit={submit(({ email }) => sso.mutate({ email, callbackURL }))}
      onChange={onChange}
    >
      <p className="text-sm text-fg-muted">{t('auth.providers.ssoPrompt')}</p>
      {sso.isError && (
        <Alert tone="error">
          {sso.error instanceof ApiError && sso.error.status === 404
            ? t('auth.providers.ssoNone')
            : failure(sso.error)}
        </Alert>
      )}
      <EmailField error={errors.email} />
      <Button type="submit" fullWidth isLoading={sso.isPending}>
        {t('auth.providers.ssoSubmit')}
      </Button>
    </form>
  );
}
