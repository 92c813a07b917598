// Every section of this language in one tree, as the tests load it (the app loads guest.ts
// first and rest.ts with the first screen behind sign-in: lib/i18n.ts).
import { mergeBundles } from '../merge-bundles';
import guest from './guest';
import rest from './rest';

export default mergeBundles({ guest, rest });
