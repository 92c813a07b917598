/** The certificate's PDF (the learner's and the issuing leader's only). */
export const certificatePdfUrl = (id: string) =>
  `/api/v1/certificates/${encodeURIComponent(id)}/pdf`;
