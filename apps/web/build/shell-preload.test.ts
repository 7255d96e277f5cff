import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_GETS, EARLY_RESPONSES } from '../src/lib/early-requests';
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

/** Runs the generated script as index.html would, with fetch recorded. */
function run(script: string) {
  const fetched: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetched.push({ url, authorization: new Headers(init.headers).get('Authorization') });
    return Promise.resolve(new Response('{}'));
  });
  new Function(script)();
  const links = [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
  ]);
  return { fetched, links };
}

describe('shell preload', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    delete window[EARLY_RESPONSES];
    vi.unstubAllGlobals();
  });

  it('asks for the shell, what it imports and the first reads, for a stored session only', () => {
    const { script, tags } = build(bundle);
    expect(script).not.toContain('index-A.js');
    expect(tags).toEqual([
      {
        tag: 'script',
        attrs: { src: '/assets/shell-preload-D.js', async: true },
        injectTo: 'head',
      },
    ]);

    expect(run(script!)).toEqual({ fetched: [], links: [] });
    expect(window[EARLY_RESPONSES]).toBeUndefined();

    localStorage.setItem('token', 'abc');
    const { fetched, links } = run(script!);
    expect(links).toEqual([
      ['modulepreload', '/assets/app-shell-B.js'],
      ['modulepreload', '/assets/public-shell-C.js'],
      ['preload', '/assets/app-shell-B.css'],
      ['preload', '/assets/public-shell-C.css'],
    ]);
    expect(fetched).toEqual(
      EARLY_GETS.map((path) => ({ url: `/api/v1${path}`, authorization: 'Bearer abc' })),
    );
    expect(window[EARLY_RESPONSES]).toMatchObject({ token: 'abc' });
    expect(Object.keys(window[EARLY_RESPONSES]!.responses)).toEqual([...EARLY_GETS]);
  });

  it('adds nothing to a build without the shell (the prerendering build)', () => {
    const { script, tags } = build({ 'assets/index-A.js': bundle['assets/index-A.js'] });
    expect(script).toBeUndefined();
    expect(tags).toEqual([]);
  });
});
