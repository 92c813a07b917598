import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';
import { useSignOut } from '../api/sign-out';
import { useAuth } from '../hooks/use-auth';

/**
 * Signing out on a page open to anyone (the invitation): the person stays on it, and it then
 * offers the way in for someone signed out. The toast says they signed out, here.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const auth = useAuth();
  const signOut = useSignOut({
    noticeOnSignIn: false,
    onSuccess: () => {
      auth.reset({ signedOut: true });
      toast.success(t('auth.signOut.done'));
    },
    onError: (error) => void toast.error(errorMessage(t, error)),
  });
  return (
    <Button variant="secondary" isLoading={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('auth.signOut.action')}
    </Button>
  );
}
