import { describe, expect, it } from 'vitest';
import { shellPreload } from './shell-preload';

const bundle = {
  'assets/index-A.js': { type: 'chunk', fileName: 'assets/index-A.js', isEntry: true, imports: [] },
  'assets/app-shell-B.js': {
    type: 'chunk',
    name: 'app-shell',
    fileName: 'assets/app-shell-B.js',
    imports: ['assets/index-A.js', 'assets/public-shell-C.js'],
    viteMetadata: { importedCss: new Set(['assets/app-shell-B.css']) },
  },
  'assets/public-shell-C.js': {
    type: 'chunk',
    name: 'public-shell',
    fileName: 'assets/public-shell-C.js',
    imports: ['assets/index-A.js'],
    viteMetadata: { importedCss: new Set(['assets/public-shell-C.css']) },
  },
};

/** Runs the plugin's two build hooks as Vite would; answers the emitted script and the tags. */
function build(files: object) {
  const plugin = shellPreload();
  const emitted: string[] = [];
  const context = {
    emitFile: ({ source }: { source: string }) => emitted.push(source) - 1,
    getFileName: () => 'assets/shell-preload-D.js',
  };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: object) => void).call(
    context,
    {},
    files,
  );
  const html = plugin.transformIndexHtml as { handler: () => unknown[] };
  return { script: emitted[0], tags: html.handler() };
}

describe('shell preload', () => {
  it('asks for the shell and what it imports, without the entry, for a stored session only', () => {
    const { script, tags } = build(bundle);
    expect(script).toContain('if (localStorage.getItem("token"))');
    expect(script).toContain('["modulepreload","/assets/app-shell-B.js"]');
    expect(script).toContain('["modulepreload","/assets/public-shell-C.js"]');
    expect(script).toContain('["preload","/assets/app-shell-B.css"]');
    expect(script).toContain('["preload","/assets/public-shell-C.css"]');
    expect(script).not.toContain('index-A.js');
    expect(tags).toEqual([
      {
        tag: 'script',
        attrs: { src: '/assets/shell-preload-D.js', async: true },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing to a build without the shell (the prerendering build)', () => {
    const { script, tags } = build({ 'assets/index-A.js': bundle['assets/index-A.js'] });
    expect(script).toBeUndefined();
    expect(tags).toEqual([]);
  });
});
