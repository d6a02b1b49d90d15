// Prerenders the public pages into dist/prerendered/ after the build, with a manifest the server uses to send them.
// No modulepreload of the page's code: the HTML already paints, and early script downloads would only compete with it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

type Renderer = {
  prerenderedPages: Record<string, unknown>;
  renderPublicPage: (path: string) => Promise<{ html: string; title: string; description: string }>;
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function prerenderPlugin(options: { entry: string }): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  return {
    name: 'casecast-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // A development server in SSR mode loads the page modules with the same plugins (the blog's virtual modules).
        const server = await createServer({
          root,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const renderer = (await server.ssrLoadModule(options.entry)) as Renderer;
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const manifest: Record<string, string> = {};
          mkdirSync(join(outDir, 'prerendered'), { recursive: true });
          for (const path of Object.keys(renderer.prerenderedPages)) {
            const page = await renderer.renderPublicPage(path);
            const html = template
              .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`)
              .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
              .replace(/(<meta name="description" content=")[^"]*(")/, (tag, start: string, end: string) =>
                page.description ? `${start}${escapeAttribute(page.description)}${end}` : tag,
              );
            if (!html.includes(page.html)) throw new Error(`index.html has no empty <div id="root"></div> to prerender ${path} into`);
            const file = `prerendered/${path === '/' ? 'index' : path.slice(1).replace(/[^\w-]/g, '_')}.html`;
            writeFileSync(join(outDir, file), html);
            manifest[path] = file;
          }
          writeFileSync(join(outDir, 'prerendered', 'manifest.json'), JSON.stringify(manifest, null, 2));
        } finally {
          await server.close();
        }
      },
    },
  };
}
