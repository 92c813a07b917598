import { ShieldCheck, ShieldOff } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { cn } from '@/lib/class-names';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useFocusOnShow } from '@/lib/use-focus-on-show';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor-settings';

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const wrongPassword = error instanceof ApiError && error.code === 'validation_failed';
  return (
    <Alert tone="error">
      {wrongPassword ? t('profile.twoFactor.wrongPassword') : errorMessage(t, error)}
    </Alert>
  );
}

function PasswordField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('auth.fields.password')} required>
      {(field) => (
        <Input
          {...field}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

function CodeField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('auth.twoFactor.code')} required>
      {(field) => (
        <Input
          {...field}
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      {children}
    </form>
  );
}

/** Scan the QR code (or type the key), prove it with a code, then keep the backup codes. */
function Setup({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const confirm = useConfirmTwoFactor();
  const key = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  // Each step replaces the button that led to it: the keyboard starts at its instructions.
  const scan = useFocusOnShow<HTMLParagraphElement>();

  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success" focus>
          {t('profile.twoFactor.enabled')}
        </Alert>
        <p className="text-sm">{t('profile.twoFactor.backupIntro')}</p>
        <ul
          aria-label={t('profile.twoFactor.backupCodes')}
          dir="ltr"
          className="grid max-w-md grid-cols-2 gap-2 rounded-lg bg-surface-sunken p-4 font-mono text-sm"
        >
          {setup.backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.clipboard
                .writeText(setup.backupCodes.join('\n'))
                .then(() => toast.success(t('profile.twoFactor.copied')))
                .catch(() => toast.error(t('joinLinks.copyFailed')))
            }
          >
            {t('profile.twoFactor.copy')}
          </Button>
          <Button onClick={onDone}>{t('profile.twoFactor.saved')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p ref={scan} tabIndex={-1} className="text-sm focus:outline-none">
        {t('profile.twoFactor.scan')}
      </p>
      <QRCodeSVG
        value={setup.totpURI}
        size={192}
        marginSize={2}
        role="img"
        aria-label={t('profile.twoFactor.qr')}
        className="rounded-lg bg-white"
      />
      <p className="text-sm text-fg-muted">
        {t('profile.twoFactor.manual')}{' '}
        <code dir="ltr" data-testid="totp-key" className="font-mono break-all text-fg">
          {key}
        </code>
      </p>
      <Form onSubmit={() => confirm.mutate(code)}>
        <Failure error={confirm.error} />
        <CodeField value={code} onChange={setCode} />
        <Button type="submit" isLoading={confirm.isPending}>
          {t('profile.twoFactor.confirm')}
        </Button>
      </Form>
    </div>
  );
}

/** Two-factor on /profile: turn it on (authenticator app + backup codes) or off. */
export function TwoFactorSettings({
  enabled,
  onChanged,
}: {
  enabled: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  // Back from the backup codes: the keyboard lands on the new state.
  const [setUp, setSetUp] = useState(false);
  const state = useFocusOnShow<HTMLParagraphElement>(setUp);
  const enable = useEnableTwoFactor({ onSuccess: setSetup });
  const disable = useDisableTwoFactor({
    onSuccess: () => {
      toast.success(t('profile.twoFactor.disabled'));
      setPassword('');
      setCode('');
      onChanged();
    },
  });

  if (setup) {
    return (
      <Setup
        setup={setup}
        onDone={() => {
          setSetup(null);
          setSetUp(true);
          setPassword('');
          onChanged();
        }}
      />
    );
  }

  const toggle = enabled ? disable : enable;
  const Icon = enabled ? ShieldCheck : ShieldOff;
  return (
    <div className="space-y-4">
      <p
        ref={state}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold focus:outline-none"
      >
        <Icon
          aria-hidden="true"
          className={cn('size-5', enabled ? 'text-green-700 dark:text-green-400' : 'text-fg-muted')}
        />
        {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
      </p>
      {enabled && <p className="text-sm text-fg-muted">{t('profile.twoFactor.offIntro')}</p>}
      <Form
        onSubmit={() => (enabled ? disable.mutate({ password, code }) : enable.mutate(password))}
      >
        <Failure error={toggle.error} />
        <PasswordField value={password} onChange={setPassword} />
        {enabled && <CodeField value={code} onChange={setCode} />}
        <Button
          type="submit"
          variant={enabled ? 'secondary' : 'primary'}
          isLoading={toggle.isPending}
        >
          {enabled ? t('profile.twoFactor.turnOff') : t('profile.twoFactor.turnOn')}
        </Button>
      </Form>
    </div>
  );
}
