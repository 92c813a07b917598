/** The seed's route table, as far as this app has built it. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
} as const;

/** Where a signed-in person lands when nothing else was asked for. */
export const DEFAULT_LANDING = paths.dashboard;
