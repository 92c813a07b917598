import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/checkbox-field';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useVerifyTwoFactor } from '../api/verify-two-factor';

/**
 * The second step of signing in to an account with two-factor: a code from the
 * authenticator app (or a backup code), and whether to trust this browser for 30 days.
 */
export function TwoFactorChallenge({
  onSuccess,
  onRestart,
}: {
  onSuccess: () => unknown;
  /** The challenge ended (too many tries or too late): back to the password. */
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const verify = useVerifyTwoFactor({ onSuccess });
  const failure = verify.error instanceof ApiError ? verify.error : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ kind, code, trustDevice });
  };

  if (failure?.code === 'two_factor_expired') {
    return (
      <div className="space-y-4">
        <Alert tone="error">{t('errors.two_factor_expired')}</Alert>
        <Button fullWidth onClick={onRestart}>
          {t('auth.twoFactor.restart')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="flex gap-2 text-sm text-fg-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {kind === 'totp' ? t('auth.twoFactor.prompt') : t('auth.twoFactor.backupPrompt')}
      </p>
      {failure && <Alert tone="error">{errorMessage(t, failure)}</Alert>}
      <FormField
        label={kind === 'totp' ? t('auth.twoFactor.code') : t('auth.twoFactor.backupCode')}
        required
      >
        {(field) => (
          <Input
            {...field}
            key={kind}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            dir="ltr"
            autoFocus
          />
        )}
      </FormField>
      <CheckboxField
        label={t('auth.twoFactor.trustDevice')}
        checked={trustDevice}
        onChange={(e) => setTrustDevice(e.target.checked)}
      />
      <Button type="submit" fullWidth isLoading={verify.isPending}>
        {t('auth.twoFactor.submit')}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        onClick={() => {
          setKind(kind === 'totp' ? 'backup' : 'totp');
          setCode('');
          verify.reset();
        }}
      >
        {kind === 'totp' ? t('auth.twoFactor.useBackup') : t('auth.twoFactor.useApp')}
      </Button>
    </form>
  );
}
