import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AuthHeader } from '../layouts/auth-layout';

export function SignupRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  return (
    <>
      <AuthHeader title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} />
      <SignUpForm onSuccess={auth.refresh} />
      <p className="mt-6 text-center text-sm text-fg-muted">
        {t('auth.signUp.haveAccount')}{' '}
        <Link
          to={{ pathname: paths.login, search: location.search }}
          className="font-semibold text-primary-700 dark:text-primary-300 hover:underline"
        >
          {t('auth.signUp.signIn')}
        </Link>
      </p>
    </>
  );
}
