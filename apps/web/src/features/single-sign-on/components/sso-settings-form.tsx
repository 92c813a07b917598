import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { SsoSettings } from '@slidewise/shared/auth/sign-in-methods';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { errorMessage } from '@/lib/error-message';
import { useRemoveSsoSettings, useSaveSsoSettings } from '../api/sso-settings';

/**
 * A leader's OpenID Connect provider (issuer, client id and secret), the e-mail domains it
 * signs in, and the group new people join. The redirect URL is what the provider needs.
 */
export function SsoSettingsForm({
  settings,
  groups,
}: {
  settings: SsoSettings | null;
  groups: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const save = useSaveSsoSettings();
  const remove = useRemoveSsoSettings();
  const [issuer, setIssuer] = useState(settings?.issuer ?? '');
  const [clientId, setClientId] = useState(settings?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(settings?.domains.join(', ') ?? '');
  const [groupId, setGroupId] = useState(settings?.groupId ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        issuer: issuer.trim(),
        clientId,
        ...(clientSecret ? { clientSecret } : {}),
        domains: domains
          .split(/[\s,]+/)
          .map((d) => d.trim())
          .filter(Boolean),
        groupId: groupId || null,
      },
      {
        onSuccess: () => {
          setClientSecret('');
          toast.success(t('profile.sso.saved'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {save.isError && <Alert tone="error">{errorMessage(t, save.error)}</Alert>}
      {remove.isError && <Alert tone="error">{errorMessage(t, remove.error)}</Alert>}
      <FormField label={t('profile.sso.issuer')} required description={t('profile.sso.issuerHint')}>
        {(field) => (
          <Input {...field} type="url" value={issuer} onChange={(e) => setIssuer(e.target.value)} />
        )}
      </FormField>
      <FormField label={t('profile.sso.clientId')} required>
        {(field) => (
          <Input {...field} value={clientId} onChange={(e) => setClientId(e.target.value)} />
        )}
      </FormField>
      <FormField
        label={t('profile.sso.clientSecret')}
        required={!settings}
        description={settings ? t('profile.sso.secretKept') : undefined}
      >
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="off"
            value={clientSecret}
            onChange={(e) => setClientSecret(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('profile.sso.domains')}
        required
        description={t('profile.sso.domainsHint')}
      >
        {(field) => (
          <Input {...field} value={domains} onChange={(e) => setDomains(e.target.value)} />
        )}
      </FormField>
      <FormField label={t('profile.sso.group')}>
        {(field) => (
          <Select {...field} value={groupId} onChange={(e) => setGroupId(e.target.value)}>
            <option value="">{t('profile.sso.noGroup')}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {settings && (
        <FormField label={t('profile.sso.redirectUrl')} description={t('profile.sso.redirectHint')}>
          {(field) => <Input {...field} readOnly value={settings.redirectUrl} />}
        </FormField>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {t('profile.sso.save')}
        </Button>
        {settings && (
          <Button variant="secondary" isLoading={remove.isPending} onClick={() => remove.mutate()}>
            {t('profile.sso.remove')}
          </Button>
        )}
      </div>
    </form>
  );
}
