import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/alert';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { errorMessage } from '@/lib/error-message';
import { AuthHeader } from '../layouts/auth-layout';

export type LoginNotice = 'password-changed';

export function LoginRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const notice = (location.state as { notice?: LoginNotice } | null)?.notice;

  return (
    <>
      <AuthHeader title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <div className="space-y-5">
        {notice === 'password-changed' && <Alert tone="success">{t('auth.reset.success')}</Alert>}
        {/* Checking the session failed (not "signed out"): say so rather than pretend. */}
        {auth.error != null && <Alert tone="error">{errorMessage(t, auth.error)}</Alert>}
        {/* On success the guest-only guard sends the person on once the session is known. */}
        <SignInForm onSuccess={auth.refresh} />
      </div>
      <p className="mt-6 text-center text-sm text-fg-muted">
        {t('auth.signIn.noAccount')}{' '}
        {/* Keep ?redirect= so signing up also returns to the page asked for. */}
        <Link
          to={{ pathname: paths.signup, search: location.search }}
          className="font-semibold text-primary-700 dark:text-primary-300 hover:underline"
        >
          {t('auth.signIn.createAccount')}
        </Link>
      </p>
    </>
  );
}
