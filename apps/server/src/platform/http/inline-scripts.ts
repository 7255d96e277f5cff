/**
 * The web app's pages carry one inline script, the shell preload (apps/web/build/shell-preload.ts),
 * which must run while the page is still being parsed. The CSP allows it, and no other inline
 * script, by the SHA-256 of its text, read from the built pages when the server starts: the two
 * can never drift apart.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP sources (`'sha256-…'`) of the inline scripts of the given pages under `webDist`. */
export function inlineScriptSources(webDist: string, pages: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const page of pages) {
    const file = path.join(webDist, page);
    if (!existsSync(file)) continue;
    for (const [, text = ''] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...sources];
}
