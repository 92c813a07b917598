import { Link2, Printer, QrCode, Trash2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { JoinLink } from '@slidewise/shared/groups/join-link';
import type { Language } from '@slidewise/shared/i18n/languages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Dialog } from '@/components/dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useCreateJoinLink } from '../api/create-join-link';
import { useJoinLinks } from '../api/get-join-links';
import { useRevokeJoinLink } from '../api/revoke-join-link';

const FIELDS = ['emailDomain', 'expiresAt', 'maxUses'] as const;
type Field = (typeof FIELDS)[number];

/** The server's 422 details, by field, as translation keys. */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const issue of error.details as { path?: string }[]) {
    const field = FIELDS.find((f) => f === issue.path);
    if (field) out[field] = `joinLinks.invalid.${field}`;
  }
  return out;
}

interface JoinLinksPanelProps {
  groupId: string;
  groupName: string;
  /** What to show when the plan allows no more (the upgrade offer). */
  renderPlanLimit: (error: unknown) => ReactNode;
}

function CreateJoinLinkForm({ groupId, renderPlanLimit }: Omit<JoinLinksPanelProps, 'groupName'>) {
  const { t } = useTranslation();
  const [emailDomain, setEmailDomain] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const create = useCreateJoinLink({
    onSuccess: () => {
      toast.success(t('joinLinks.created'));
      setEmailDomain('');
      setExpiresOn('');
      setMaxUses('');
    },
  });
  const errors = fieldErrors(create.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      groupId,
      input: {
        ...(emailDomain.trim() ? { emailDomain: emailDomain.trim() } : {}),
        // The link works through the whole chosen day, in the leader's time zone.
        ...(expiresOn ? { expiresAt: new Date(`${expiresOn}T23:59:59`).toISOString() } : {}),
        ...(maxUses ? { maxUses: Number(maxUses) } : {}),
      },
    });
  };

  const failure = create.error instanceof ApiError ? create.error : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure?.code === 'plan_limit'
        ? renderPlanLimit(failure)
        : failure &&
          failure.code !== 'validation_failed' && (
            <Alert tone="error">
              <p>{errorMessage(t, failure)}</p>
            </Alert>
          )}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('joinLinks.form.emailDomain')}
          error={errors.emailDomain}
          description={t('joinLinks.form.emailDomainHelp')}
        >
          {(field) => (
            <Input
              {...field}
              dir="ltr"
              placeholder="example.com"
              value={emailDomain}
              onChange={(e) => setEmailDomain(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('joinLinks.form.expiresOn')} error={errors.expiresAt}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('joinLinks.form.maxUses')} error={errors.maxUses}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              value={maxUses}
              onChange={(e) => setMaxUses(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" isLoading={create.isPending}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('joinLinks.form.submit')}
      </Button>
    </form>
  );
}

function QrDialog({
  link,
  groupName,
  open,
  onOpenChange,
}: {
  link: JoinLink;
  groupName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('joinLinks.qr.title')}
      footer={
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('joinLinks.qr.print')}
        </Button>
      }
    >
      {/* Only this part is printed: the poster for the break-room wall. */}
      <div data-print-area="" className="flex flex-col items-center gap-4 text-center">
        <p className="max-w-full text-xl font-bold wrap-anywhere">
          {t('joinLinks.qr.poster', { group: groupName })}
        </p>
        <QRCodeSVG
          value={link.url}
          size={240}
          marginSize={2}
          role="img"
          aria-label={t('joinLinks.qr.alt', { group: groupName })}
          className="rounded-lg bg-white"
        />
        <p dir="ltr" className="text-sm break-all text-fg-muted">
          {link.url}
        </p>
      </div>
    </Dialog>
  );
}

function JoinLinkRow({
  link,
  groupId,
  groupName,
}: { link: JoinLink } & Omit<JoinLinksPanelProps, 'renderPlanLimit'>) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const [showQr, setShowQr] = useState(false);
  const revoke = useRevokeJoinLink({ onSuccess: () => toast.success(t('joinLinks.revoked')) });
  const facts = [
    link.maxUses === null
      ? t('joinLinks.uses', { count: link.uses })
      : t('joinLinks.usesOf', { count: link.uses, max: link.maxUses }),
    link.expiresAt
      ? t('joinLinks.expires', { date: formatDate(link.expiresAt, language) })
      : t('joinLinks.noExpiry'),
    link.emailDomain ? t('joinLinks.domainOnly', { domain: link.emailDomain }) : null,
  ].filter(Boolean);

  return (
    <li className="space-y-3 rounded-xl border border-line p-4">
      <Input
        readOnly
        dir="ltr"
        value={link.url}
        aria-label={t('joinLinks.linkLabel')}
        onFocus={(e) => e.target.select()}
      />
      <p className="text-sm text-fg-muted">{facts.join(' · ')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              .writeText(link.url)
              .then(() => toast.success(t('joinLinks.copied')))
              .catch(() => toast.error(t('joinLinks.copyFailed')))
          }
        >
          {t('joinLinks.copy')}
        </Button>
        <Button variant="secondary" onClick={() => setShowQr(true)}>
          <QrCode aria-hidden="true" className="size-4" />
          {t('joinLinks.showQr')}
        </Button>
        <Button
          variant="ghost"
          isLoading={revoke.isPending}
          onClick={() => revoke.mutate({ groupId, linkId: link.id })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('joinLinks.revoke')}
        </Button>
      </div>
      <QrDialog link={link} groupName={groupName} open={showQr} onOpenChange={setShowQr} />
    </li>
  );
}

/** A group's join links: create one (domain, expiry, uses), copy it, print its QR code, revoke it. */
export function JoinLinksPanel({ groupId, groupName, renderPlanLimit }: JoinLinksPanelProps) {
  const { t } = useTranslation();
  const links = useJoinLinks(groupId);
  return (
    <Card className="space-y-5 p-6">
      <section aria-labelledby="join-links-title" className="space-y-5">
        <div className="space-y-1">
          <h2 id="join-links-title" className="text-xl font-semibold text-fg">
            {t('joinLinks.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('joinLinks.intro')}</p>
        </div>
        <CreateJoinLinkForm groupId={groupId} renderPlanLimit={renderPlanLimit} />
        {links.isError ? (
          <Alert tone="error">
            <p>{errorMessage(t, links.error)}</p>
          </Alert>
        ) : links.data?.items.length ? (
          <ul className="space-y-3" aria-label={t('joinLinks.listLabel')}>
            {links.data.items.map((link) => (
              <JoinLinkRow key={link.id} link={link} groupId={groupId} groupName={groupName} />
            ))}
          </ul>
        ) : links.isSuccess ? (
          <p className="text-sm text-fg-muted">{t('joinLinks.none')}</p>
        ) : null}
      </section>
    </Card>
  );
}
