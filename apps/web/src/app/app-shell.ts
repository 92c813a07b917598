// The app's shell as main.tsx and app/shell-switch.tsx load it: the app, its router and the
// focus rule of its navigations.
import { router } from './router';

export { App } from './app';
export { focusMainHeading } from '@/components/navigation-progress';

export const navigate = (to: string) => router.navigate(to, { replace: true });
