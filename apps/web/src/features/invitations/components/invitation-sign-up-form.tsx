import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { invitationCredentialsSchema } from '@slidewise/shared/groups/invitation';
import { LearnerSignUpForm, type LearnerSignUpFormProps } from '@/components/learner-sign-up-form';
import { useAcceptInvitation } from '../api/accept-invitation';

// The address is the invitation's: the form shows it, and it is not sent.
const schema = invitationCredentialsSchema.extend({ email: z.string() });

interface InvitationSignUpFormProps extends Pick<
  LearnerSignUpFormProps,
  'passwordChecklist' | 'onPasswordRejected'
> {
  token: string;
  email: string;
  /** Where "sign in" leads (back to this invitation afterwards). */
  signInHref: string;
  /** The account exists and is signed in: the answer says where to go. */
  onAccepted: (redirectTo: string) => unknown;
}

/** Creates the invited person's learner account (name and password) and accepts the invitation. */
export function InvitationSignUpForm({
  token,
  onAccepted,
  signInHref,
  ...props
}: InvitationSignUpFormProps) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  return (
    <LearnerSignUpForm
      {...props}
      schema={schema}
      submit={({ name, password }, onError) =>
        accept.mutate(
          { token, credentials: { name, password } },
          { onSuccess: (result) => onAccepted(result.redirectTo), onError },
        )
      }
      isPending={accept.isPending}
      error={accept.error}
      text={{
        name: t('invite.signUp.name'),
        email: t('invite.signUp.email'),
        password: t('invite.signUp.password'),
        learnerNote: t('invite.signUp.learnerNote'),
        submit: t('invite.signUp.submit'),
      }}
      taken={{
        message: t('invite.signUp.emailTaken'),
        signIn: t('invite.signIn.action'),
        href: signInHref,
      }}
    />
  );
}
