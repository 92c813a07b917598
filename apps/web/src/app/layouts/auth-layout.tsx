import { Outlet } from 'react-router';
import { AuthFrame } from './auth-frame';

// The screens' title, where the screens in the app look for it.
export { AuthHeader } from './auth-frame';

/** The join, invitation and e-mail screens inside the app (the sign-in screens: app/guest-app). */
export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
