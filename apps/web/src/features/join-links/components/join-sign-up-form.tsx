import { useTranslation } from 'react-i18next';
import { joinSignUpSchema } from '@slidewise/shared/groups/join-link';
import { LearnerSignUpForm, type LearnerSignUpFormProps } from '@/components/learner-sign-up-form';
import { useSignUpToJoin } from '../api/join-group';

interface JoinSignUpFormProps extends Pick<LearnerSignUpFormProps, 'passwordChecklist'> {
  token: string;
  /** Then "check your e-mail": its link signs the account in and comes back to join. */
  onSignedUp: (email: string) => unknown;
}

/**
 * A new person's learner account (name, address, password). The answer is the same for an
 * address that has an account (its owner is e-mailed), so the form never says which.
 */
export function JoinSignUpForm({ token, onSignedUp, ...props }: JoinSignUpFormProps) {
  const { t } = useTranslation();
  const join = useSignUpToJoin();
  return (
    <LearnerSignUpForm
      {...props}
      schema={joinSignUpSchema}
      submit={(account, onError) =>
        join.mutate({ token, account }, { onSuccess: () => onSignedUp(account.email), onError })
      }
      isPending={join.isPending}
      error={join.error}
      text={{
        name: t('join.signUp.name'),
        email: t('join.signUp.email'),
        password: t('join.signUp.password'),
        learnerNote: t('join.signUp.learnerNote'),
        submit: t('join.signUp.submit'),
      }}
    />
  );
}
