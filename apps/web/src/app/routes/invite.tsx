import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { buttonClass } from '@/components/button-look';
import { SkeletonText } from '@/components/skeleton';
import { paths, pathTo } from '@/config/paths';
import { passwordPolicyQueryOptions } from '@/features/auth/api/get-password-policy';
import { PasswordChecklist } from '@/features/auth/components/password-requirements';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useInvitation } from '@/features/invitations/api/get-invitation';
import { AcceptInvitationButton } from '@/features/invitations/components/accept-invitation-button';
import {
  InvitationProblemMessage,
  useInvitationProblemTitle,
} from '@/features/invitations/components/invitation-problem-message';
import { InvitationSignUpForm } from '@/features/invitations/components/invitation-sign-up-form';
import { InvitationSummary } from '@/features/invitations/components/invitation-summary';
import {
  invitationProblem,
  sameAddress,
  type InvitationProblem,
} from '@/features/invitations/lib/invitation-problem';
import { errorMessage } from '@/lib/error-message';
import { AuthHeader } from '../layouts/auth-layout';
import { safeRedirect } from '../guards/safe-redirect';

const linkClass = 'font-semibold text-primary-700 hover:underline dark:text-primary-300';

function ProblemScreen({ problem }: { problem: InvitationProblem }) {
  const { t } = useTranslation();
  const { phase } = useAuth();
  const title = useInvitationProblemTitle(problem);
  return (
    <>
      <AuthHeader title={title} />
      <div className="flex flex-col items-center gap-5">
        <InvitationProblemMessage problem={problem} />
        {phase === 'authenticated' ? (
          <Link to={paths.dashboard} className={linkClass}>
            {t('invite.problem.home')}
          </Link>
        ) : (
          <Link to={paths.login} className={linkClass}>
            {t('invite.problem.signIn')}
          </Link>
        )}
      </div>
    </>
  );
}

/**
 * /invite/:token, open to anyone: who invited whom, then the way in for this
 * visitor: create the learner account, sign in first, accept as the signed-in
 * account, or sign out of another account.
 */
export function InviteRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useInvitation(token);
  const title = t('invite.title');

  const onAccepted = async (redirectTo: string) => {
    // The answer set the session cookie (new account) or joined the signed-in one:
    // let the app know who is signed in, without the full-screen loading state.
    await auth.revalidate();
    await navigate(safeRedirect(redirectTo, paths.learn), { replace: true });
  };

  if (invitation.isPending) {
    return (
      <>
        <AuthHeader title={title} />
        <div role="status">
          <span className="sr-only">{t('invite.loading')}</span>
          <SkeletonText lines={4} />
        </div>
      </>
    );
  }

  if (invitation.isError) {
    const problem = invitationProblem(invitation.error);
    if (problem) return <ProblemScreen problem={problem} />;
    return (
      <>
        <AuthHeader title={title} />
        <Alert tone="error">
          <p>{errorMessage(t, invitation.error)}</p>
          <button
            type="button"
            onClick={() => void invitation.refetch()}
            className="font-semibold underline"
          >
            {t('invite.retry')}
          </button>
        </Alert>
      </>
    );
  }

  const { email, inviterName, accountExists, joined, redirectTo } = invitation.data;
  const signInHref = pathTo.signIn(pathTo.invite(token));
  const signedIn = auth.phase === 'authenticated' && auth.email !== null;

  if (joined) {
    // An old link after joining: straight in when signed in as them, else sign in first.
    const destination = safeRedirect(redirectTo, paths.learn);
    if (signedIn && sameAddress(auth.email!, email)) return <Navigate to={destination} replace />;
    return (
      <>
        <AuthHeader title={t('invite.joined.title')} />
        <div className="space-y-4 text-center">
          <p className="wrap-anywhere text-fg-muted">{t('invite.joined.body', { email })}</p>
          {signedIn ? (
            <div className="flex justify-center">
              <SignOutButton />
            </div>
          ) : (
            <Link to={pathTo.signIn(destination)} className={buttonClass('primary', 'w-full')}>
              {t('invite.joined.action')}
            </Link>
          )}
        </div>
      </>
    );
  }

  let body;
  if (signedIn && sameAddress(auth.email!, email)) {
    body = (
      <div className="space-y-4">
        <p className="text-center wrap-anywhere text-fg-muted">
          {t('invite.accept.signedInAs', { email })}
        </p>
        <AcceptInvitationButton token={token} onAccepted={onAccepted} />
      </div>
    );
  } else if (signedIn) {
    body = (
      <div className="space-y-4">
        <Alert tone="info">
          <p className="wrap-anywhere">
            {t('invite.otherAccount.body', { current: auth.email, invited: email })}
          </p>
          <p>{t('invite.otherAccount.next')}</p>
        </Alert>
        <div className="flex justify-center">
          <SignOutButton />
        </div>
      </div>
    );
  } else if (accountExists) {
    body = (
      <div className="space-y-4 text-center">
        <p className="wrap-anywhere text-fg-muted">{t('invite.signIn.body', { email })}</p>
        <Link to={signInHref} className={buttonClass('primary', 'w-full')}>
          {t('invite.signIn.action')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-sm text-fg-muted">{t('invite.signUp.intro')}</p>
        <InvitationSignUpForm
          token={token}
          email={email}
          signInHref={signInHref}
          onAccepted={onAccepted}
          passwordChecklist={(password, serverFailed) => (
            <PasswordChecklist password={password} serverFailed={serverFailed} />
          )}
          onPasswordRejected={() =>
            void queryClient.invalidateQueries({ queryKey: passwordPolicyQueryOptions().queryKey })
          }
        />
      </div>
    );
  }

  return (
    <>
      <AuthHeader title={title} subtitle={t('invite.subtitle', { inviter: inviterName })} />
      <div className="space-y-6">
        <InvitationSummary invitation={invitation.data} />
        {body}
      </div>
    </>
  );
}
