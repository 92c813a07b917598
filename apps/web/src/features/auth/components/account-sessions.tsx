import { Laptop, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { AccountSession } from '@slidewise/shared/me/sessions';
import type { Language } from '@slidewise/shared/i18n/languages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SkeletonText } from '@/components/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatTime } from '@/lib/format';
import { useAccountSessions, useEndSession } from '../api/account-sessions';

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Laptop } as const;

function SessionRow({
  session,
  onSignedOutHere,
}: {
  session: AccountSession;
  onSignedOutHere: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const end = useEndSession({
    onSuccess: () => {
      if (session.current) onSignedOutHere();
      else toast.success(t('profile.sessions.ended'));
    },
  });
  const Icon = ICONS[session.device];
  const name =
    [session.browser, session.os].filter(Boolean).join(' · ') ||
    t('profile.sessions.unknownDevice');
  const seen = `${formatDate(session.lastSeenAt, language)} ${formatTime(session.lastSeenAt, language)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {name}
          {session.current && (
            <span className="ms-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100">
              {t('profile.sessions.thisBrowser')}
            </span>
          )}
        </p>
        <p className="text-sm text-fg-muted">
          {t('profile.sessions.lastSeen', { date: seen })}
          {session.ipAddress && <span dir="ltr"> · {session.ipAddress}</span>}
        </p>
      </div>
      <Button
        variant="secondary"
        isLoading={end.isPending}
        aria-label={t('profile.sessions.signOutOf', { name })}
        onClick={() => end.mutate(session.id)}
      >
        {t('profile.sessions.signOut')}
      </Button>
    </li>
  );
}

/** The account's signed-in browsers and devices, each with its own "sign out". */
export function AccountSessions({ onSignedOutHere }: { onSignedOutHere: () => void }) {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  if (sessions.isPending) return <SkeletonText lines={3} />;
  if (sessions.isError) return <Alert tone="error">{errorMessage(t, sessions.error)}</Alert>;
  return (
    <ul aria-label={t('profile.sessions.listLabel')} className="divide-y divide-line">
      {sessions.data.items.map((session) => (
        <SessionRow key={session.id} session={session} onSignedOutHere={onSignedOutHere} />
      ))}
    </ul>
  );
}
