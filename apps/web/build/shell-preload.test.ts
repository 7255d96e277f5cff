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

const PAGE = '<head>\n    <meta charset="UTF-8" />\n    <title>Atelier</title>\n</head>';

/** Runs the plugin's two build hooks as Vite would; answers the page and its inline script. */
function build(files: object) {
  const plugin = shellPreload();
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: object) => void).call(
    {},
    {},
    files,
  );
  const html = (plugin.transformIndexHtml as { handler: (html: string) => string }).handler(PAGE);
  return { html, script: /<script>([\s\S]*)<\/script>/.exec(html)?.[1] };
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
    const { html, script } = build(bundle);
    expect(script).not.toContain('index-A.js');
    // Right after the charset, so that it runs before anything else is fetched.
    expect(html).toMatch(/<meta charset="UTF-8" \/>\n {4}<script>[^<]+<\/script>\n {4}<title>/);

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
    const { html } = build({ 'assets/index-A.js': bundle['assets/index-A.js'] });
    expect(html).toBe(PAGE);
  });
});
