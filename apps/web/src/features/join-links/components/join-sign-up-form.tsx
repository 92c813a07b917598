import { useTranslation } from 'react-i18next';
import { joinSignUpSchema, type JoinResult } from '@slidewise/shared/groups/join-link';
import { LearnerSignUpForm, type LearnerSignUpFormProps } from '@/components/learner-sign-up-form';
import { useJoinGroup } from '../api/join-group';

interface JoinSignUpFormProps extends Pick<LearnerSignUpFormProps, 'passwordChecklist'> {
  token: string;
  signInHref: string;
  onJoined: (result: JoinResult) => unknown;
}

/** A new person's learner account (name, address, password), made and added to the group at once. */
export function JoinSignUpForm({ token, onJoined, ...props }: JoinSignUpFormProps) {
  const { t } = useTranslation();
  const join = useJoinGroup();
  return (
    <LearnerSignUpForm
      {...props}
      schema={joinSignUpSchema}
      submit={(account, onError) =>
        join.mutate({ token, account }, { onSuccess: onJoined, onError })
      }
      isPending={join.isPending}
      error={join.error}
      text={{
        name: t('join.signUp.name'),
        email: t('join.signUp.email'),
        password: t('join.signUp.password'),
        learnerNote: t('join.signUp.learnerNote'),
        submit: t('join.signUp.submit'),
        emailTaken: t('join.signUp.emailTaken'),
        signIn: t('join.signIn.action'),
      }}
    />
  );
}
