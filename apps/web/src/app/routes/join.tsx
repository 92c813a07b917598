import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { JoinResult } from '@slidewise/shared/groups/join-link';
import { Alert } from '@/components/alert';
import { SkeletonText } from '@/components/skeleton';
import { paths, pathTo } from '@/config/paths';
import { PasswordChecklist } from '@/features/auth/components/password-requirements';
import { CheckEmail } from '@/features/auth/components/check-email';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useJoinInfo } from '@/features/join-links/api/get-join-info';
import { JoinButton } from '@/features/join-links/components/join-button';
import { JoinSignUpForm } from '@/features/join-links/components/join-sign-up-form';
import { isUnknownLink } from '@/features/invitations/lib/invitation-problem';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { AuthHeader } from '../layouts/auth-layout';
import { safeRedirect } from '../guards/safe-redirect';

const linkClass = 'font-semibold text-primary-700 hover:underline dark:text-primary-300';
const PROBLEMS = ['join_link_expired', 'join_link_full', 'not_found'] as const;

/**
 * /join/:token, open to anyone: the group a join link leads to, then the way in
 * for this visitor: join as the signed-in account, or create a learner account.
 */
export function JoinRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const info = useJoinInfo(token);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  const title = t('join.title');

  const onJoined = async (result: JoinResult) => {
    toast.success(
      result.alreadyMember
        ? t('join.alreadyMember', { group: result.groupName })
        : t('join.joined', { group: result.groupName }),
    );
    await auth.revalidate();
    await navigate(safeRedirect(result.redirectTo, paths.learn), { replace: true });
  };

  if (info.isPending) {
    return (
      <>
        <AuthHeader title={title} />
        <div role="status">
          <span className="sr-only">{t('join.loading')}</span>
          <SkeletonText lines={4} />
        </div>
      </>
    );
  }

  if (info.isError) {
    const error = info.error instanceof ApiError ? info.error : null;
    const code = error && isUnknownLink(error) ? 'not_found' : error?.code;
    const problem = PROBLEMS.find((p) => p === code);
    return (
      <>
        <AuthHeader title={problem ? t(`join.problem.${problem}.title`) : title} />
        <div className="flex flex-col items-center gap-5 text-center">
          <Alert tone="error">
            <p>{problem ? t(`join.problem.${problem}.body`) : errorMessage(t, info.error)}</p>
          </Alert>
          <Link
            to={auth.phase === 'authenticated' ? paths.dashboard : paths.login}
            className={linkClass}
          >
            {auth.phase === 'authenticated' ? t('join.home') : t('join.signIn.action')}
          </Link>
        </div>
      </>
    );
  }

  const { groupName, leaderName, emailDomain } = info.data;
  if (sentTo) {
    return (
      <>
        <AuthHeader title={t('auth.checkEmail.title')} focus />
        <CheckEmail
          email={sentTo}
          callbackURL={pathTo.join(token)}
          onUseAnotherAddress={() => {
            setSentTo(null);
            setAgain(true);
          }}
        />
      </>
    );
  }

  const signInHref = pathTo.signIn(pathTo.join(token));
  const signedIn = auth.phase === 'authenticated' && auth.email !== null;

  return (
    <>
      <AuthHeader
        title={t('join.heading', { group: groupName })}
        subtitle={t('join.subtitle', { leader: leaderName })}
        focus={again}
      />
      <div className="space-y-6">
        {emailDomain && (
          <Alert tone="info">
            <p>{t('join.domainOnly', { domain: emailDomain })}</p>
          </Alert>
        )}
        {signedIn ? (
          <div className="space-y-4">
            <p className="text-center wrap-anywhere text-fg-muted">
              {t('join.signedInAs', { email: auth.email })}
            </p>
            <JoinButton token={token} onJoined={onJoined} />
          </div>
        ) : (
          <div className="space-y-5">
            <p className="text-center text-sm text-fg-muted">
              {t('join.signIn.prompt')}{' '}
              <Link to={signInHref} className={linkClass}>
                {t('join.signIn.action')}
              </Link>
            </p>
            {!emailDomain && (
              <JoinSignUpForm
                token={token}
                onSignedUp={setSentTo}
                passwordChecklist={(password, serverFailed) => (
                  <PasswordChecklist password={password} serverFailed={serverFailed} />
                )}
              />
            )}
          </div>
        )}
      </div>
    </>
  );
}
