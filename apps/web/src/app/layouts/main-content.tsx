import { Outlet } from 'react-router';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';

/** The page itself; the skip link lands here. */
export function MainContent() {
  return (
    <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <VerifyEmailBanner />
        <Outlet />
      </div>
    </main>
  );
}
