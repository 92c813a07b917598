import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { Alert } from '@/components/alert';
import { AppToaster } from '@/components/app-toaster';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { loadChunk } from '@/lib/chunk-reload';
import { GuestOnly } from './guards/guest-only';
import { AuthFrame } from './layouts/auth-frame';
import { AppHere } from './page-load';
import { AppProvider } from './provider';

/** A screen's code, loaded when first shown; a chunk that fails reloads the page once. */
function screen(load: () => Promise<ComponentType>) {
  return lazy(() => loadChunk(load).then((Screen) => ({ default: Screen })));
}

const LoginRoute = screen(() => import('./routes/login').then((m) => m.LoginRoute));
const SignupRoute = screen(() => import('./routes/signup').then((m) => m.SignupRoute));
const ForgotPasswordRoute = screen(() =>
  import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
);
const ResetPasswordRoute = screen(() =>
  import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
);

function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p className="font-semibold">{t('errorPage.server.title')}</p>
      <p>{t('errorPage.server.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="font-semibold underline"
      >
        {t('errorPage.reload')}
      </button>
    </Alert>
  );
}

/** A screen that would not load even after the reload: say so inside the frame. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function GuestScreens() {
  const { phase } = useAuth();
  if (phase === 'loading' || phase === 'not_initialized') return <LoadingScreen />;
  return (
    <AuthFrame>
      <ScreenBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Switch>
            <Route path={paths.login}>
              <GuestOnly>
                <LoginRoute />
              </GuestOnly>
            </Route>
            <Route path={paths.signup}>
              <GuestOnly>
                <SignupRoute />
              </GuestOnly>
            </Route>
            <Route path={paths.forgotPassword}>
              <GuestOnly>
                <ForgotPasswordRoute />
              </GuestOnly>
            </Route>
            {/* Open to anyone, signed in or not. */}
            <Route path={paths.resetPassword} component={ResetPasswordRoute} />
            {/* Any other address is the app's. */}
            <Route component={AppHere} />
          </Switch>
        </Suspense>
      </ScreenBoundary>
    </AuthFrame>
  );
}

/** The guest shell: the app's providers and toasts around the sign-in screens. */
export function GuestApp() {
  return (
    <AppProvider>
      <GuestScreens />
      <AppToaster />
    </AppProvider>
  );
}
