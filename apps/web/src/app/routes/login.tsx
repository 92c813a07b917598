import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch, useSearchParams } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { SOCIAL_ERROR_MESSAGES } from '@slidewise/shared/auth/providers';
import { MagicLinkForm } from '@/features/auth/components/magic-link-form';
import { SocialSignIn, SsoSignIn } from '@/features/auth/components/provider-sign-in';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { TwoFactorChallenge } from '@/features/auth/components/two-factor-challenge';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { clearLoginNotice, readLoginNotice } from '@/features/auth/utils/login-notice';
import { errorMessage } from '@/lib/error-message';
import { AuthHeader } from '../layouts/auth-frame';
import { safeRedirect } from '../guards/safe-redirect';

// What a failed e-mail link comes back with; anything else is from a sign-in provider.
const LINK_ERRORS = new Set([
  'INVALID_TOKEN',
  'EXPIRED_TOKEN',
  'new_user_signup_disabled',
  'failed_to_create_user',
  'failed_to_create_session',
]);

export function LoginRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const search = useSearch();
  const [params] = useSearchParams();
  // Why the person was sent here (a changed password, signing out, a session that ended): once.
  const [notice] = useState(readLoginNotice);
  useEffect(clearLoginNotice, []);
  const [method, setMethod] = useState<'password' | 'link' | 'code'>('password');
  // An e-mailed link or a provider sign-in that failed comes back here with ?error=.
  const linkError = params.get('error');
  const callbackURL = safeRedirect(params.get('redirect'));

  return (
    <>
      <AuthHeader title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <div className="space-y-5">
        {notice === 'password-changed' && <Alert tone="success">{t('auth.reset.success')}</Alert>}
        {notice === 'signed-out' && <Alert tone="success">{t('auth.signOut.done')}</Alert>}
        {notice === 'session-ended' && <Alert tone="info">{t('errors.unauthorized')}</Alert>}
        {linkError && (
          <Alert tone="error">
            {/* A provider's sign-in gets no session only for an account with two-factor. */}
            {linkError === 'two_factor_required' || linkError === 'unable_to_create_session'
              ? t('auth.magicLink.twoFactor')
              : LINK_ERRORS.has(linkError)
                ? t('auth.magicLink.invalid')
                : t(`auth.providers.errors.${SOCIAL_ERROR_MESSAGES[linkError] ?? 'generic'}`)}
          </Alert>
        )}
        {/* Checking the session failed (not "signed out"): say so rather than pretend. */}
        {auth.error != null && <Alert tone="error">{errorMessage(t, auth.error)}</Alert>}
        {/* On success the guest shell sends the person on once the session is known. */}
        {method === 'code' ? (
          <TwoFactorChallenge onSuccess={auth.refresh} onRestart={() => setMethod('password')} />
        ) : method === 'password' ? (
          <SignInForm onSuccess={auth.refresh} onTwoFactor={() => setMethod('code')} />
        ) : (
          <MagicLinkForm callbackURL={callbackURL} />
        )}
        {method !== 'code' && (
          <>
            <div className="flex items-center gap-3 text-xs text-fg-muted uppercase">
              <span className="h-px flex-1 bg-line" />
              {t('auth.signIn.or')}
              <span className="h-px flex-1 bg-line" />
            </div>
            <Button
              variant="secondary"
              fullWidth
              onClick={() => setMethod(method === 'password' ? 'link' : 'password')}
            >
              {method === 'password' ? t('auth.magicLink.use') : t('auth.magicLink.usePassword')}
            </Button>
            <SocialSignIn callbackURL={callbackURL} />
            {/* Single sign-on makes learners of the workspace: My learning is their home. */}
            <SsoSignIn callbackURL={safeRedirect(params.get('redirect'), paths.learn)} />
          </>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-fg-muted">
        {t('auth.signIn.noAccount')}{' '}
        {/* Keep ?redirect= so signing up also returns to the page asked for. */}
        <Link
          href={search ? `${paths.signup}?${search}` : paths.signup}
          className="font-semibold text-primary-700 dark:text-primary-300 hover:underline"
        >
          {t('auth.signIn.createAccount')}
        </Link>
      </p>
    </>
  );
}
