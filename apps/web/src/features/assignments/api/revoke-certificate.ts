import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificateVerificationSchema } from '@slidewise/shared/learning/certification';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

/** Revokes a certificate this leader issued: its verification page then says "revoked". */
export function revokeCertificate({ certificateId }: { courseId: string; certificateId: string }) {
  return apiRequest(`/api/v1/certificates/${encodeURIComponent(certificateId)}/revoke`, {
    method: 'POST',
    schema: certificateVerificationSchema,
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: revokeCertificate,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: assignmentKeys.assignees(courseId) }),
  });
}
