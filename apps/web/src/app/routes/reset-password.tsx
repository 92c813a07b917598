import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Alert } from '@/components/alert';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { setLoginNotice } from '@/features/auth/utils/login-notice';
import { AuthHeader } from '../layouts/auth-frame';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const auth = useAuth();
  const token = params.get('token');
  // The e-mailed link passes through the server's token check first: a used or expired
  // link arrives with ?error= and gets no form.
  const problem = params.has('error')
    ? t('auth.reset.usedToken')
    : token
      ? null
      : t('auth.reset.missingToken');

  const onSuccess = () => {
    // The server ended every session of the account, this browser's included.
    auth.reset();
    setLoginNotice('password-changed');
    navigate(paths.login, { replace: true });
  };

  return (
    <>
      <AuthHeader title={t('auth.reset.title')} />
      {token && !problem ? (
        <ResetPasswordForm token={token} onSuccess={onSuccess} />
      ) : (
        <Alert tone="error">
          <p>{problem}</p>
          <Link href={paths.forgotPassword} className="font-semibold underline">
            {t('auth.reset.requestNew')}
          </Link>
        </Alert>
      )}
    </>
  );
}
