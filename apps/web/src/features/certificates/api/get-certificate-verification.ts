import { useQuery } from '@tanstack/react-query';
import {
  certificateVerificationSchema,
  type CertificateVerification,
} from '@slidewise/shared/learning/certification';
import { apiRequest } from '@/lib/api-client';

/** Public: a certificate's name, course, dates and standing (404 when there is no such id). */
export function getCertificateVerification(
  id: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  return apiRequest(`/api/v1/certificates/${encodeURIComponent(id)}/verify`, {
    schema: certificateVerificationSchema,
    signal,
  });
}

export function useCertificateVerification(id: string) {
  return useQuery({
    queryKey: ['certificates', 'verify', id],
    queryFn: ({ signal }) => getCertificateVerification(id, signal),
    // The screen says "not found" itself.
    meta: { handlesErrors: true },
    retry: false,
  });
}
