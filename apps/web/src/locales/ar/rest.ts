// The texts of every other screen, loaded with the first screen behind sign-in (see guest.ts).
import { mergeBundles } from '../merge-bundles';

export default mergeBundles(
  import.meta.glob<Record<string, unknown>>(
    ['./*.json', '!./{app,auth,invite,join,routes,shell}.json'],
    { eager: true, import: 'default' },
  ),
);
