import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { SkeletonText } from '@/components/skeleton';
import { useCertificateVerification } from '@/features/certificates/api/get-certificate-verification';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { AuthHeader } from '../layouts/auth-layout';

/** Public: anyone holding the link (or the QR code) can check a certificate. */
export function VerifyCertificateRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const certificate = useCertificateVerification(id);

  return (
    <>
      <AuthHeader title={t('certificates.verify.title')} />
      {certificate.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('certificates.verify.loading')}</span>
          <SkeletonText lines={4} />
        </div>
      ) : certificate.isError ? (
        <Alert tone="error">
          {certificate.error instanceof ApiError && certificate.error.status === 404
            ? t('certificates.verify.notFound')
            : errorMessage(t, certificate.error)}
        </Alert>
      ) : (
        <CertificateVerification certificate={certificate.data} />
      )}
    </>
  );
}
