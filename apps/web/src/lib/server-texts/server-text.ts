/**
 * What the server writes, in its reader's language (issue 47 §4). An answer whose text is one of
 * the server's messages names its key and values (`messageKey`/`messageValues`, a field error's
 * `key`/`values`, kept by `ApiError`); `serverText` writes it from the reader's catalogue
 * (`./locales/<code>.json`, keyed as packages/domain's `messages`), else shows the English text as
 * it was sent: an unknown key, a language whose catalogue has not arrived (or does not exist yet),
 * an English reader. It is the one place a server text becomes the reader's text.
 *
 * The catalogues are chunks of their own, English too, never in the entry: the page's language is
 * loaded as soon as it is shown (`LocaleProvider` calls `showServerTexts`), so a toast raised
 * outside React (`runMutation`, the outbox) is written in it; until it arrives, English.
 */
import type { ServerTextValues } from '@atelier/domain';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { useMemo, useSyncExternalStore } from 'react';

type Catalogue = Readonly<Record<string, string | MessageFormatElement[] | undefined>>;

/** A success's envelope, as far as its text goes. */
export interface ServerAnswer {
  responseMessage: string;
  messageKey?: string;
  messageValues?: ServerTextValues;
}

/** A server answer's words: an envelope, an `ApiError` or a field error, or a text alone. */
export type ServerWords =
  ServerAnswer | { message: string; key?: string; values?: ServerTextValues } | string;

const FILES = import.meta.glob<{ default: Catalogue }>('./locales/*.json');
const PSEUDO = 'en-XA';

const ready = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const formats = new Map<string, IntlMessageFormat>();
const listeners = new Set<() => void>();
let shown = 'en';
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

async function fetchCatalogue(language: string): Promise<Catalogue | null> {
  if (language === PSEUDO) {
    // Tests and `vite dev` only (`?lang=en-XA`): a build shows the English as sent.
    if (import.meta.env.PROD) return null;
    const english = await FILES['./locales/en.json']!();
    const { pseudoCatalogue } = await import('../pseudo-locale');
    return pseudoCatalogue(english.default as Record<string, string>);
  }
  const file = FILES[`./locales/${language}.json`];
  return file ? (await file()).default : null;
}

/** Loads a language's server texts once; English needs none (the text is sent in English). */
function load(language: string): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = fetchCatalogue(language)
      .then((catalogue) => {
        if (!catalogue) return;
        ready.set(language, catalogue);
        if (language === shown) changed();
      })
      // A chunk that failed to load (offline) is asked for again next time; English meanwhile.
      .catch(() => {
        loading.delete(language);
      });
    loading.set(language, pending);
  }
  return pending;
}

/** Starts loading a language's server texts (the page is about to show it). */
export function loadServerTexts(language: string): Promise<void> {
  return language === 'en' ? Promise.resolve() : load(language);
}

/** The page now shows `language`: server texts follow it as soon as its catalogue arrives. */
export function showServerTexts(language: string): Promise<void> {
  if (language !== shown) {
    shown = language;
    changed();
  }
  return loadServerTexts(language);
}

function wordsOf(words: ServerWords): { text: string; key?: string; values?: ServerTextValues } {
  if (typeof words === 'string') return { text: words };
  if ('responseMessage' in words) {
    return { text: words.responseMessage, key: words.messageKey, values: words.messageValues };
  }
  return { text: words.message, key: words.key, values: words.values };
}

/**
 * The reader's text for a server answer: its translation when the shown language's catalogue has
 * its key, else its English text as sent. Usable anywhere, React or not.
 */
export function serverText(words: ServerWords): string {
  const { text, key, values } = wordsOf(words);
  const message = key === undefined ? undefined : ready.get(shown)?.[key];
  if (message === undefined) return text;
  const id = `${shown}\u0000${key}`;
  try {
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(message, shown === PSEUDO ? 'en' : shown);
      formats.set(id, format);
    }
    return String(format.format(values));
  } catch {
    // Values that do not fit the message (an older server): its English says it right.
    return text;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `serverText` for a component: it paints again when the language or its catalogue arrives. */
export function useServerText(): (words: ServerWords) => string {
  const current = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  // A new function each time the texts change, so memoised children paint again too.
  return useMemo(() => {
    void current;
    return (words: ServerWords) => serverText(words);
  }, [current]);
}
