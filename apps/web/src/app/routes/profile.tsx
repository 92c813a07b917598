import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@slidewise/shared/me/schemas';
import { Alert } from '@/components/alert';
import { Page } from '@/components/page';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { AccountSessions } from '@/features/auth/components/account-sessions';
import { SignOutOtherSessions } from '@/features/auth/components/sign-out-other-sessions';
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { announceSignOut } from '@/features/auth/utils/auth-channel';
import { AboutSection } from '@/features/profile/components/about-form';
import { DeleteAccountSection } from '@/features/profile/components/delete-account-section';
import { PersonalDetailsForm } from '@/features/profile/components/personal-details-form';
import { PhotoSection } from '@/features/profile/components/photo-section';
import {
  FormSkeleton,
  ProfileSection,
  SkeletonBar,
} from '@/features/profile/components/profile-section';
import { useGroups } from '@/features/assignments/api/get-groups';
import { useSsoSettings } from '@/features/single-sign-on/api/sso-settings';
import { SsoSettingsForm } from '@/features/single-sign-on/components/sso-settings-form';
import { errorMessage } from '@/lib/error-message';

/** The workspace's single sign-on (leaders only): its settings, with the groups to add people to. */
function WorkspaceSso() {
  const { t } = useTranslation();
  const sso = useSsoSettings();
  const groups = useGroups();
  if (sso.isError) return <Alert tone="error">{errorMessage(t, sso.error)}</Alert>;
  if (sso.data === undefined) return <FormSkeleton fields={4} />;
  return (
    <SsoSettingsForm
      key={sso.data?.redirectUrl ?? 'new'}
      settings={sso.data}
      groups={groups.data?.items ?? []}
    />
  );
}

export function ProfileRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const me = useMe();

  const onUserChange = (next: Me) => {
    queryClient.setQueryData(meQueryOptions().queryKey, next);
    // The header's user menu shows the auth state's copy of the user (name and
    // photo): bring it up to date when one of them changed.
    const shown = auth.user;
    if (next.user.displayName !== shown?.displayName || next.user.photoURL !== shown?.photoURL)
      void auth.revalidate();
  };

  // The server deleted the account (or this browser's session) and its cookie: forget
  // it here and in other tabs; the protected-route guard then shows the sign-in page.
  const onDeleted = () => {
    announceSignOut();
    auth.reset({ signedOut: true });
    queryClient.clear();
  };

  const user = me.data?.user;
  return (
    <Page
      className="mx-auto max-w-3xl space-y-8"
      title={t('profile.title')}
      intro={t('profile.intro')}
    >
      {me.isError && <Alert tone="error">{errorMessage(t, me.error)}</Alert>}

      <ProfileSection
        title={t('profile.details.title')}
        description={t('profile.details.description')}
      >
        {user ? (
          <PersonalDetailsForm user={user} onSaved={onUserChange} />
        ) : (
          <FormSkeleton fields={3} />
        )}
      </ProfileSection>

      <ProfileSection title={t('profile.photo.title')} description={t('profile.photo.description')}>
        {user ? (
          <PhotoSection user={user} onChanged={onUserChange} />
        ) : (
          <div className="flex items-center gap-5">
            <SkeletonBar className="size-24 rounded-full" />
            <SkeletonBar className="h-10 w-36" />
          </div>
        )}
      </ProfileSection>

      <ProfileSection title={t('profile.about.title')} description={t('profile.about.description')}>
        <AboutSection />
      </ProfileSection>

      <ProfileSection
        title={t('profile.password.title')}
        description={t('profile.password.description')}
      >
        <ChangePasswordForm />
      </ProfileSection>

      <ProfileSection
        title={t('profile.twoFactor.title')}
        description={t('profile.twoFactor.description')}
      >
        {user ? (
          <TwoFactorSettings
            enabled={user.twoFactorEnabled}
            onChanged={() =>
              void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey })
            }
          />
        ) : (
          <FormSkeleton fields={1} />
        )}
      </ProfileSection>

      {me.data?.leader && (
        <ProfileSection title={t('profile.sso.title')} description={t('profile.sso.description')}>
          <WorkspaceSso />
        </ProfileSection>
      )}

      <ProfileSection
        title={t('profile.sessions.title')}
        description={t('profile.sessions.description')}
      >
        <div className="space-y-4">
          <AccountSessions onSignedOutHere={onDeleted} />
          <SignOutOtherSessions />
        </div>
      </ProfileSection>

      <ProfileSection
        tone="danger"
        title={t('profile.danger.title')}
        description={t('profile.danger.description')}
      >
        {user ? (
          <DeleteAccountSection email={user.email} onDeleted={onDeleted} />
        ) : (
          <SkeletonBar className="h-10 w-36" />
        )}
      </ProfileSection>
    </Page>
  );
}
