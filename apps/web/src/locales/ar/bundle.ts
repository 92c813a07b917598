// Every text of this language in one tree, as the tests load it (the app loads guest.ts first
// and each other section with the screens that show it: lib/i18n.ts).
import { mergeBundles } from '../merge-bundles';
import guest from './guest';

export default mergeBundles({
  guest,
  ...import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
});
