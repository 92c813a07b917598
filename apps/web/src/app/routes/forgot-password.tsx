import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AuthHeader } from '../layouts/auth-frame';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeader title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link
          href={paths.login}
          className="inline-flex min-h-6 items-center gap-1 font-semibold text-primary-700 pointer-coarse:min-h-11 hover:underline dark:text-primary-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('auth.forgot.back')}
        </Link>
      </p>
    </>
  );
}
