/** The seed's route table, with PRODUCT.md's additions (learn, invite, verify-email). */
export const paths = {
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  forgotPassword: '/forgot-password',
  home: '/',
  dashboard: '/dashboard',
  settings: '/settings',
  profile: '/profile',
  courses: '/courses',
  courseView: '/courses/view/:id',
  courseCreate: '/course/new',
  courseEdit: '/courses/edit/:id',
  courseAssign: '/courses/:id/assign',
  courseSlides: '/courses/edit/slides/:id',
  reports: '/reports',
  groups: '/groups',
  groupView: '/group/view/:id',
  groupCreate: '/group/new',
  groupEdit: '/group/edit/:id',
  subscription: '/subscription',
  learn: '/learn',
  learnCourse: '/learn/:courseId',
  invite: '/invite/:token',
  join: '/join/:token',
  verifyEmail: '/verify-email',
  verifyCertificate: '/verify/:id',
} as const;

export type PathName = keyof typeof paths;

/** Where a signed-in person lands when nothing else was asked for. */
export const DEFAULT_LANDING = paths.dashboard;

/** Fills a pattern's `:params`, each encoded as one path segment. */
export function buildPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Links to the parameterised screens: `pathTo.courseView(course.id)`. */
export const pathTo = {
  courseView: (id: string) => buildPath(paths.courseView, { id }),
  courseEdit: (id: string) => buildPath(paths.courseEdit, { id }),
  courseAssign: (id: string) => buildPath(paths.courseAssign, { id }),
  courseSlides: (id: string) => buildPath(paths.courseSlides, { id }),
  groupView: (id: string) => buildPath(paths.groupView, { id }),
  groupEdit: (id: string) => buildPath(paths.groupEdit, { id }),
  learnCourse: (courseId: string) => buildPath(paths.learnCourse, { courseId }),
  invite: (token: string) => buildPath(paths.invite, { token }),
  verifyCertificate: (id: string) => buildPath(paths.verifyCertificate, { id }),
  join: (token: string) => buildPath(paths.join, { token }),
  /** The sign-in screen, which goes on to `redirect` (a path and query in the app) once signed in. */
  signIn: (redirect: string) => `${paths.login}?${new URLSearchParams({ redirect })}`,
} as const;
