import type { Plugin, Rollup } from 'vite';
import { OPENINGS } from '../src/app/screen-paths';

/**
 * Written beside index.html: for each page that opens on a screen of the app, the pattern of its
 * paths (a regular expression's source) and its HTML file. The server sends that file for a
 * path that matches, and index.html for any other (apps/server/src/plugins/web.ts).
 */
export const SCREEN_PAGES = 'screen-pages.json';

/**
 * A copy of index.html for each screen a page can open on, naming every chunk the screen needs
 * to be drawn (the app's shell, the frame, the screen and what each imports) as a
 * `modulepreload`: the browser fetches them all with the entry, instead of one round trip after
 * another as each arrives and asks for the next. The entry's own chunks are named already.
 */
export function screenPreloads({ src, shared }: { src: string; shared: string }): Plugin {
  return {
    name: 'slidewise:screen-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is not in the bundle');
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      // The chunk a module starts, or the one it was merged into.
      const chunkOf = (file: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === file) ??
        chunks.find((chunk) => chunk.moduleIds.includes(file)) ??
        this.error(`screen-preloads: no chunk holds ${file}`);
      const withImports = (start: Rollup.OutputChunk[]) => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          (bundle[file] as Rollup.OutputChunk).imports.forEach(visit);
        };
        start.forEach((chunk) => visit(chunk.fileName));
        return files;
      };
      const named = withImports(chunks.filter((chunk) => chunk.isEntry));
      // What every screen of the app waits for: the shell (main.tsx), the account's schema, and
      // where each section of texts is (lib/i18n.ts), so the screen's texts are asked for at once.
      const shell = [
        chunkOf(`${src}/app/app-shell.ts`),
        chunkOf(`${shared}/me/schemas.ts`),
        chunkOf(`${src}/locales/section-files.ts`),
      ];

      const pages: [pattern: string, file: string][] = [];
      const written = new Set<string>();
      for (const { pattern, modules } of OPENINGS) {
        const file = `screens/${modules.at(-1)!.replace(/^routes\//, '')}.html`;
        pages.push([pattern.source, file]);
        if (written.has(file)) continue;
        written.add(file);
        const screens = modules.map((module) => chunkOf(`${src}/app/${module}.tsx`));
        const links = [...withImports([...shell, ...screens])]
          .filter((chunk) => !named.has(chunk))
          .map((chunk) => `    <link rel="modulepreload" crossorigin href="/${chunk}">\n`)
          .join('');
        const html = String(index.source).replace('  </head>', `${links}  </head>`);
        if (html === index.source) return this.error('index.html has no </head> to name chunks in');
        this.emitFile({ type: 'asset', fileName: file, source: html });
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PAGES, source: JSON.stringify(pages) });
    },
  };
}
