// The texts every screen shows, the sign-in, sign-up, password, join and invitation screens' among
// them (guest/): loaded first. Each other screen's texts are a section of their own (<section>.json),
// loaded with the screen (app/screen-texts.ts).
import { mergeBundles } from '../merge-bundles';

export default mergeBundles(
  import.meta.glob<Record<string, unknown>>('./guest/*.json', { eager: true, import: 'default' }),
);
