/**
 * The catalogues (`src/locales/*.json`, a feature's `locales/`, the server texts'
 * `lib/server-texts/locales/`) parsed at build time: each ICU message becomes its syntax tree, so
 * the built app ships intl-messageformat without its parser (`no-parser`, about 4 KiB gzipped less
 * on the first load). Tests and `vite dev` read the strings and parse them at run time: the same
 * messages, the same output.
 */
import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE =
  /[\\/]src[\\/](?:(?:features[\\/][^\\/]+|lib[\\/]server-texts)[\\/])?locales[\\/][^\\/]+\.json$/;

export function precompiledMessages(): Plugin {
  return {
    name: 'atelier:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return JSON.stringify(parsed);
    },
  };
}
