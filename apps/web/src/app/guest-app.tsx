import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { Alert } from '@/components/alert';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { loadChunk } from '@/lib/chunk-reload';
import { GuestOnly } from './guards/guest-only';
import { AuthFrame } from './layouts/auth-frame';
import { AppHere } from './shell-switch';
import { AppProvider } from './provider';
import { ToasterWhenDue } from './toaster-when-due';

/**
 * The screen at `path`: its code loads when first shown, or at once when the page opened on it
 * (alongside the shell, rather than after it). A chunk that fails reloads the page once.
 */
function screen(path: string, load: () => Promise<ComponentType>) {
  const loadScreen = () => loadChunk(load).then((Screen) => ({ default: Screen }));
  if (window.location.pathname !== path) return lazy(loadScreen);
  const loading = loadScreen();
  return lazy(() => loading);
}

const LoginRoute = screen(paths.login, () => import('./routes/login').then((m) => m.LoginRoute));
const SignupRoute = screen(paths.signup, () =>
  import('./routes/signup').then((m) => m.SignupRoute),
);
const ForgotPasswordRoute = screen(paths.forgotPassword, () =>
  import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
);
const ResetPasswordRoute = screen(paths.resetPassword, () =>
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
      <ToasterWhenDue />
    </AppProvider>
  );
}
