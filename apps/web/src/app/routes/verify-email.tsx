import { MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AuthNotice } from '../layouts/auth-layout';
import { safeRedirect } from '../guards/safe-redirect';

const linkClass = 'font-semibold text-primary-700 hover:underline dark:text-primary-300';

/**
 * Where the e-mailed confirmation link lands (better-auth checked it first):
 * `?done=1` confirmed, `?error=…` expired or used, nothing: still to open it.
 * Confirmed and signed in (the link signs a new account in), it goes on to `?next=`
 * (the app, or the join link the account was made from).
 */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const auth = useAuth();
  const failed = params.has('error');
  const done = params.has('done') && !failed;
  const { revalidate, phase } = auth;
  const navigate = useNavigate();
  const next = safeRedirect(params.get('next'));

  // The account just changed (verified, and maybe signed in): let the app know.
  useEffect(() => {
    if (done) void revalidate();
  }, [done, revalidate]);

  // Once: the screen re-renders while the next one loads (its texts arrive, `t` changes).
  const arrived = done && phase === 'authenticated' && auth.user?.emailVerified === true;
  const announced = useRef(false);
  useEffect(() => {
    if (!arrived || announced.current) return;
    announced.current = true;
    toast.success(t('auth.verify.doneTitle'));
    void navigate(next, { replace: true });
  }, [arrived, next, navigate, t]);

  const title = done
    ? t('auth.verify.doneTitle')
    : failed
      ? t('auth.verify.failedTitle')
      : t('routes.verifyEmail.title');
  const body = done
    ? t('auth.verify.doneBody')
    : failed
      ? t('auth.verify.failedBody')
      : t('auth.verify.pendingBody');
  const signedIn = phase === 'authenticated' && auth.user !== null;

  return (
    <AuthNotice title={title} icon={failed ? MailWarning : MailCheck} body={body}>
      {signedIn && !done && !auth.user!.emailVerified && (
        <ResendVerification email={auth.user!.email} />
      )}
      {signedIn ? (
        <Link to={paths.learn} className={linkClass}>
          {t('auth.verify.goLearn')}
        </Link>
      ) : (
        <Link to={paths.login} className={linkClass}>
          {t('routes.verifyEmail.signIn')}
        </Link>
      )}
    </AuthNotice>
  );
}
