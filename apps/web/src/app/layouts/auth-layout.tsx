import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AuthFrame, AuthHeader } from './auth-frame';

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

/**
 * A screen that only tells something (e-mail confirmed, not built yet): its title, an
 * icon, the sentence, and `children`, the ways on from here.
 */
export function AuthNotice({
  title,
  icon: Icon,
  body,
  children,
}: {
  title: string;
  icon: LucideIcon;
  body: string;
  children?: ReactNode;
}) {
  return (
    <>
      <AuthHeader title={title} />
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <p className="text-fg-muted">{body}</p>
        {children}
      </div>
    </>
  );
}
