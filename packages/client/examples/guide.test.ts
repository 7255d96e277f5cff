/**
 * docs/api.md shows these examples verbatim: each file here is the page's code block under its
 * `<!-- packages/client/examples/<file> -->` marker. The server's typed-client test runs them.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, root), 'utf8');

/** The fenced code block that follows the marker naming `path`, or undefined. */
function blockAfter(markdown: string, path: string) {
  const marker = `<!-- ${path} -->`;
  const start = markdown.indexOf(marker);
  if (start < 0) return undefined;
  const match = /```ts\n([\s\S]*?)```/.exec(markdown.slice(start + marker.length));
  return match?.[1];
}

describe('docs/api.md', () => {
  for (const name of ['list-products.ts', 'verify-webhook.ts']) {
    it(`shows examples/${name} as it is`, async () => {
      const path = `packages/client/examples/${name}`;
      expect(blockAfter(await read('docs/api.md'), path)).toBe(await read(path));
    });
  }
});
