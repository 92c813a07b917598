import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { useAuth } from '../hooks/use-auth';
import { ResendVerification } from './resend-verification';

/**
 * Until the address is confirmed, nothing leaders shared with it reaches the account
 * (someone else may have typed it): say so, and offer the link again.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <div className="mb-6">
      <Alert tone="info">
        <div className="space-y-2">
          {/* A long address wraps rather than widening the page on a phone. */}
          <p className="wrap-anywhere">
            <strong>{t('auth.verify.bannerTitle')}</strong>{' '}
            {t('auth.verify.bannerBody', { email: user.email })}
          </p>
          <ResendVerification email={user.email} />
        </div>
      </Alert>
    </div>
  );
}
