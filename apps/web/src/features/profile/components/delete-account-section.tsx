import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { toastProgress } from '@/lib/toast-progress';
import { serverFieldIssues } from '@/lib/validation-messages';
import { useDeleteAccount } from '../api/delete-account';
import { emailMatches } from '../lib/confirm-email';

// Everything the server deletes with the account, in the order a person thinks of it.
const REMOVED = [
  'profile.danger.removes.workspace',
  'profile.danger.removes.courses',
  'profile.danger.removes.groups',
  'profile.danger.removes.records',
  'profile.danger.removes.profile',
] as const;

/**
 * Deleting the account: a dialog says what goes with it and asks for the
 * account's e-mail; the button only works once it matches.
 */
export function DeleteAccountSection({
  email,
  onDeleted,
}: {
  email: string;
  /** The account is gone on the server (and its cookie): forget it here too. */
  onDeleted: () => unknown;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const remove = useDeleteAccount();
  const matches = emailMatches(typed, email);

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setTyped('');
    setMismatch(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    try {
      await toastProgress(t, remove.mutateAsync({ email: typed.trim() }), {
        loading: t('profile.danger.deleting'),
        success: t('profile.danger.deleted'),
      });
      onDeleted();
    } catch (error) {
      if (serverFieldIssues(error).some((issue) => issue.field === 'email')) setMismatch(true);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-fg">{t('profile.danger.warning')}</p>
      <Button variant="danger" onClick={() => onOpenChange(true)}>
        {t('profile.danger.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('profile.danger.dialogTitle')}
        description={t('profile.danger.dialogDescription')}
        cancelLabel={t('profile.cancel')}
        confirmLabel={t('profile.danger.confirm')}
        tone="danger"
        form={formId}
        confirmDisabled={!matches}
        isPending={remove.isPending}
      >
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="text-sm text-fg">
            <p className="font-medium">{t('profile.danger.removesTitle')}</p>
            <ul className="mt-1.5 list-disc space-y-0.5 ps-5 text-fg-muted">
              {REMOVED.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
          <FormField
            label={t('profile.danger.confirmLabel')}
            required
            error={mismatch ? 'profile.danger.mismatch' : undefined}
            description={
              <p className="text-sm break-words text-fg-muted">
                {t('profile.danger.confirmHint', { email })}
              </p>
            }
          >
            {(field) => (
              <Input
                {...field}
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setMismatch(false);
                }}
              />
            )}
          </FormField>
        </form>
      </ConfirmDialog>
    </div>
  );
}
