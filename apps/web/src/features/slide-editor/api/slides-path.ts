/** The slide endpoints of one course. */
export const slidesPath = (courseId: string) =>
  `/api/v1/courses/${encodeURIComponent(courseId)}/slides`;
