// Every *.json beside this file, merged into one bundle: one chunk per language.
import { mergeBundles } from '../merge-bundles';

export default mergeBundles(
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
);
