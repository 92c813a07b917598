// The texts of the screens a visitor sees before signing in (sign-in, sign-up, password, join,
// invitation): loaded first, so these screens do not download every other screen's texts.
import { mergeBundles } from '../merge-bundles';

export default mergeBundles(
  import.meta.glob<Record<string, unknown>>('./{app,auth,invite,join,routes,shell}.json', {
    eager: true,
    import: 'default',
  }),
);
