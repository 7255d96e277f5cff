// The catalogues of every language against English (issue 47 §4): fails when a language misses a
// key English has or has one English does not, when a message is not valid ICU, or when its
// placeholders (names and kinds) differ from the English message's. Run by `npm test` with the
// other checks; `node scripts/check-messages.mjs` alone to see what is missing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LANGUAGE_CODES } from '../packages/domain/src/general-settings.ts';
import { root } from './builds.mjs';

/** Each folder of catalogues: `en.json` is the reference, every other `<code>.json` must match. */
export const CATALOGUE_FOLDERS = [
  'apps/web/src/locales',
  'apps/web/src/features/api-tokens/locales',
  'apps/web/src/features/bom/locales',
  'apps/web/src/features/colours/locales',
  'apps/web/src/features/construction/locales',
  'apps/web/src/features/costing/locales',
  'apps/web/src/features/linesheets/locales',
  'apps/web/src/features/poms/locales',
  'apps/web/src/features/products/locales',
  'apps/web/src/features/specs/locales',
  'apps/web/src/features/suppliers/locales',
  'apps/web/src/features/techpacks/locales',
  'apps/web/src/features/webhooks/locales',
  // What the server writes (toasts, field errors), keyed as packages/domain's `messages`; that its
  // English is the server's own is the web test lib/server-texts/catalogue.test.ts.
  'apps/web/src/lib/server-texts/locales',
  'apps/server/src/platform/mail/locales',
  'apps/server/src/modules/techpacks/render/locales',
  'apps/server/src/modules/linesheets/render/locales',
];
const LANGUAGES = LANGUAGE_CODES;

const KINDS = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** 'name:kind' for each placeholder of a message, sorted, nested options included. */
function placeholders(elements, into = new Set()) {
  for (const element of elements) {
    const kind = KINDS[element.type];
    if (kind) into.add(`${element.value}:${kind}`);
    if (element.options) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.children) placeholders(element.children, into);
  }
  return into;
}

function check(folder) {
  const problems = [];
  const dir = path.join(root, folder);
  const read = (code) => JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8'));
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  for (const code of LANGUAGES) {
    if (!files.includes(`${code}.json`)) problems.push(`${folder}/${code}.json is missing`);
  }
  for (const name of files) {
    if (!LANGUAGES.includes(name.replace(/\.json$/, '')))
      problems.push(`${folder}/${name}: not one of our languages`);
  }
  const english = read('en');
  const shapes = new Map();
  for (const [key, message] of Object.entries(english)) {
    try {
      shapes.set(key, [...placeholders(parse(message))].sort().join(', '));
    } catch (error) {
      problems.push(`${folder}/en.json ${key}: ${error.message}`);
    }
  }
  for (const code of LANGUAGES.filter((c) => c !== 'en' && files.includes(`${c}.json`))) {
    const catalogue = read(code);
    const file = `${folder}/${code}.json`;
    for (const key of Object.keys(english)) {
      if (!(key in catalogue)) problems.push(`${file}: missing ${key}`);
    }
    for (const [key, message] of Object.entries(catalogue)) {
      if (!(key in english)) {
        problems.push(`${file}: ${key} is not in en.json`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${file} ${key}: empty`);
        continue;
      }
      try {
        const shape = [...placeholders(parse(message))].sort().join(', ');
        if (shapes.has(key) && shape !== shapes.get(key)) {
          problems.push(
            `${file} ${key}: placeholders {${shape}} where English has {${shapes.get(key)}}`,
          );
        }
      } catch (error) {
        problems.push(`${file} ${key}: ${error.message}`);
      }
    }
  }
  return { problems, keys: Object.keys(english).length };
}

const problems = [];
for (const folder of CATALOGUE_FOLDERS) {
  const result = check(folder);
  problems.push(...result.problems);
  console.log(`  ${folder}: ${result.keys} keys × ${LANGUAGES.length} languages`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log('every language has every message, with the same placeholders');
