// Adds <link rel="modulepreload"> for one lazily loaded page (the landing page), so its code downloads alongside the entry instead of after it.
import type { Plugin } from 'vite';

export function preloadPagePlugin(options: { moduleSuffix: string }): Plugin {
  return {
    name: 'casecast-preload-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(options.moduleSuffix));
        if (!page) throw new Error(`No chunk for ${options.moduleSuffix}: is the page still loaded lazily?`);
        const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entry.has(fileName)) return;
          files.add(fileName);
          for (const imported of bundle[fileName]?.type === 'chunk' ? (bundle[fileName] as { imports: string[] }).imports : []) visit(imported);
        };
        visit(page.fileName);
        return [...files].map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
