import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch, useSearchParams } from 'wouter';
import { paths } from '@/config/paths';
import { CheckEmail } from '@/features/auth/components/check-email';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { AuthHeader } from '../layouts/auth-frame';
import { safeRedirect } from '../guards/safe-redirect';

export function SignupRoute() {
  const { t } = useTranslation();
  const search = useSearch();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  // Where the e-mailed link lands once it has signed the new account in.
  const redirect = params.get('redirect');
  const callbackURL = redirect ? safeRedirect(redirect) : undefined;

  if (sentTo) {
    return (
      <>
        <AuthHeader title={t('auth.checkEmail.title')} focus />
        <CheckEmail
          email={sentTo}
          callbackURL={callbackURL}
          onUseAnotherAddress={() => {
            setSentTo(null);
            setAgain(true);
          }}
        />
      </>
    );
  }

  return (
    <>
      <AuthHeader
        title={t('auth.signUp.title')}
        subtitle={t('auth.signUp.subtitle')}
        focus={again}
      />
      <SignUpForm callbackURL={callbackURL} onSuccess={setSentTo} />
      <p className="mt-6 text-center text-sm text-fg-muted">
        {t('auth.signUp.haveAccount')}{' '}
        <Link
          href={search ? `${paths.login}?${search}` : paths.login}
          className="font-semibold text-primary-700 dark:text-primary-300 hover:underline"
        >
          {t('auth.signUp.signIn')}
        </Link>
      </p>
    </>
  );
}
