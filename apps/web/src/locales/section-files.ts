// Each language's sections of texts (<language>/<section>.json; not guest/), as loaders: one
// chunk each, loaded with the screens that show them (lib/i18n.ts, app/screen-texts.ts).
export default import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });
