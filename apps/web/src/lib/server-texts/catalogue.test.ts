/**
 * The server-texts catalogue's English is the server's English (issue 47 §4): every key of
 * `messages` is in it and nothing else, a text is written word for word, and a template writes
 * what the server's function writes for the same values (a count of 1 and of 7 for plurals). A
 * message added to the domain without its catalogue entry fails here.
 */
import { messages, TEMPLATE_PARAMS, templatePlaceholders, type MessageKey } from '@atelier/domain';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const catalogue = en as Record<string, string>;
const keys = Object.keys(messages) as MessageKey[];
type TemplateKey = keyof typeof TEMPLATE_PARAMS;
const isTemplate = (key: MessageKey): key is TemplateKey => typeof messages[key] === 'function';

function placeholderNames(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound) into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) placeholderNames(option.value, into);
    }
  }
  return into;
}

/** Sample arguments for a template and the catalogue's values for them. */
function sample(key: TemplateKey, count: number) {
  const values: Record<string, string | number> = {};
  const args = (TEMPLATE_PARAMS[key] as readonly string[]).map((spec, index) => {
    if (spec.endsWith('#')) {
      values[spec.slice(0, -1)] = count;
      return count;
    }
    if (spec.endsWith('[]')) {
      values[spec.slice(0, -2)] = 'Proto, SMS';
      return ['Proto', 'SMS'];
    }
    values[spec] = `Linen shirt ${index}`;
    return `Linen shirt ${index}`;
  });
  return { args, values };
}

describe('the server-texts English catalogue', () => {
  it('has every key of the domain messages, and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
  });

  it('writes every text word for word', () => {
    const different = keys
      .filter((key) => !isTemplate(key))
      .filter((key) => new IntlMessageFormat(catalogue[key]!, 'en').format() !== messages[key]);
    expect(different).toEqual([]);
  });

  it('names a template’s placeholders as its parameters', () => {
    for (const key of keys.filter(isTemplate)) {
      expect([...placeholderNames(parse(catalogue[key]!))].sort(), key).toEqual(
        templatePlaceholders(key).sort(),
      );
    }
  });

  it('writes a template as the server does, for one and for several', () => {
    for (const key of keys.filter(isTemplate)) {
      for (const count of [1, 7]) {
        const { args, values } = sample(key, count);
        const server = (messages[key] as (...args: unknown[]) => string)(...args);
        expect(new IntlMessageFormat(catalogue[key]!, 'en').format(values), key).toBe(server);
      }
    }
  });
});
