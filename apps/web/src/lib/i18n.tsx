/**
 * The app's languages (issue 47 §4): ICU messages formatted by FormatJS's intl-messageformat in
 * the person's language, English bundled, every other language its own chunk loaded on demand.
 * Catalogues are `src/locales/<code>.json`, one flat object of keys; English is the reference,
 * and `scripts/check-messages.mjs` fails when another misses a key or its placeholders differ.
 *
 * The language shown is, in order: the one the person saved (`useFollowSavedLanguage`, read by
 * the signed-in layout from their general settings), the one last shown on this browser, the
 * browser's own (navigator.languages mapped to ours), English.
 */
import {
  LANGUAGE_CODES,
  nearestLanguage,
  type LanguageCode,
} from '@atelier/domain/general-settings';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  createContext,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import en from '../locales/en.json';
import { loadServerTexts, showServerTexts } from './server-texts/server-text';

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, PrimitiveType>;
/** Strings in tests and development; in a build, parsed ahead (build/precompiled-messages.ts). */
export type Catalogue = Readonly<Partial<Record<MessageKey, string | MessageFormatElement[]>>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Accented and bracketed English, to spot text that is not translated (dev and tests only). */
export const PSEUDO_LANGUAGE = 'en-XA';
export type AppLanguage = LanguageCode | typeof PSEUDO_LANGUAGE;

const CHUNKS: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Catalogue }>> = {
  'zh-Hans': () => import('../locales/zh-Hans.json'),
  vi: () => import('../locales/vi.json'),
  tr: () => import('../locales/tr.json'),
  pt: () => import('../locales/pt.json'),
  it: () => import('../locales/it.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  de: () => import('../locales/de.json'),
};

const loaded = new Map<AppLanguage, Catalogue>([['en', en as Catalogue]]);

/** Loads a language's catalogue once; resolves at once for English and anything loaded. */
export async function loadLanguage(language: AppLanguage): Promise<Catalogue> {
  const ready = loaded.get(language);
  if (ready) return ready;
  const catalogue =
    language === PSEUDO_LANGUAGE
      ? import.meta.env.PROD
        ? (en as Catalogue)
        : (await import('./pseudo-locale')).pseudoCatalogue(en)
      : language === 'en'
        ? (en as Catalogue)
        : (await CHUNKS[language]()).default;
  loaded.set(language, catalogue);
  return catalogue;
}

/** The tag `Intl` and `<html lang>` take: the pseudo-locale formats as English. */
export function intlLocaleOf(language: AppLanguage): string {
  return language === PSEUDO_LANGUAGE ? 'en' : language;
}

const REMEMBERED_KEY = 'atelier.language';

function rememberedLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(REMEMBERED_KEY);
    return (LANGUAGE_CODES as readonly string[]).includes(value ?? '')
      ? (value as LanguageCode)
      : null;
  } catch {
    return null;
  }
}

function remember(language: LanguageCode | null) {
  try {
    if (language) localStorage.setItem(REMEMBERED_KEY, language);
    else localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage may be off (private mode): the language is then found again after each load.
  }
}

/** The browser's languages mapped to ours, else English. */
export function browserLanguage(): LanguageCode {
  const tags =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return nearestLanguage(tags) ?? 'en';
}

/** What the first render shows, before any settings are read: main.tsx loads it first. */
export function initialLanguage(): LanguageCode {
  return rememberedLanguage() ?? browserLanguage();
}

/** `vite dev` with `?lang=en-XA` in the address shows the pseudo-locale; a build never does. */
function pseudoInDevelopment(): AppLanguage | null {
  if (!import.meta.env.DEV || typeof location === 'undefined') return null;
  return new URLSearchParams(location.search).get('lang') === PSEUDO_LANGUAGE
    ? PSEUDO_LANGUAGE
    : null;
}

type Messages<Key extends string> = Readonly<Partial<Record<Key, string | MessageFormatElement[]>>>;

function translator<Key extends string>(
  language: AppLanguage,
  catalogue: Messages<Key>,
  english: Readonly<Record<Key, string | MessageFormatElement[]>>,
): (key: Key, values?: MessageValues) => string {
  const formats = new Map<Key, IntlMessageFormat>();
  const locale = intlLocaleOf(language);
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      // A key missing from a language shows its English (the check keeps that from shipping).
      format = new IntlMessageFormat(catalogue[key] ?? english[key], locale);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}

interface LocaleContextValue {
  language: AppLanguage;
  /** The BCP 47 tag for `Intl` (dates, numbers, currency and language names). */
  locale: string;
  t: Translate;
  /** The person's saved language, or null to follow the browser (signed out, never chosen). */
  setSavedLanguage: (language: LanguageCode | null) => void;
}

/** English whatever is shown, for helpers called outside React with no `t` of their own. */
export const translateEnglish: Translate = translator<MessageKey>('en', en as Catalogue, en);

const englishContext: LocaleContextValue = {
  language: 'en',
  locale: 'en',
  t: translateEnglish,
  setSavedLanguage: () => {},
};

const LocaleContext = createContext<LocaleContextValue>(englishContext);

interface LocaleProviderProps {
  children: ReactNode;
  /** A fixed language, whatever is saved (tests, the pseudo-locale). */
  language?: AppLanguage;
}

/**
 * Holds the language shown. A change loads its catalogue first and then repaints, keeping the
 * previous language meanwhile (no flash of English, no reload); `<html lang>` follows.
 */
export function LocaleProvider({ children, language: fixed }: LocaleProviderProps) {
  const [saved, setSaved] = useState<LanguageCode | null | undefined>(undefined);
  const wanted: AppLanguage = fixed ?? pseudoInDevelopment() ?? saved ?? initialLanguage();
  const [shown, setShown] = useState<{ language: AppLanguage; catalogue: Catalogue }>(() => {
    const ready = loaded.get(wanted);
    return ready ? { language: wanted, catalogue: ready } : { language: 'en', catalogue: en };
  });

  useEffect(() => {
    let current = true;
    // What the server writes follows the page's language too (its own chunk, lib/server-texts).
    void loadServerTexts(wanted);
    void loadLanguage(wanted).then((catalogue) => {
      if (!current) return;
      setShown((before) => (before.language === wanted ? before : { language: wanted, catalogue }));
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = intlLocaleOf(shown.language);
    void showServerTexts(shown.language);
  }, [shown.language]);

  const setSavedLanguage = useCallback((language: LanguageCode | null) => {
    remember(language);
    setSaved(language);
  }, []);

  const value = useMemo<LocaleContextValue>(
    () => ({
      language: shown.language,
      locale: intlLocaleOf(shown.language),
      t: translator<MessageKey>(shown.language, shown.catalogue, en),
      setSavedLanguage,
    }),
    [shown, setSavedLanguage],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * A message with React elements among its values (a link, a name in bold): each element is
 * formatted as a marker and put back in its place, so each language orders the sentence its own
 * way. `translateNodes(t, 'activity.liked', { actor: <b>Ada</b>, product: <Link …/> })`; a
 * feature's `t` (`areaTexts`) with its own keys too.
 */
export function translateNodes<Key extends string = MessageKey>(
  t: (key: Key, values?: MessageValues) => string,
  key: Key,
  values: Record<string, PrimitiveType | ReactNode>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  const texts: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      texts[name] = `\uE000${nodes.length}\uE001`;
      nodes.push(value);
    } else {
      texts[name] = value as PrimitiveType;
    }
  }
  return t(key, texts)
    .split(/\uE000(\d+)\uE001/)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{nodes[Number(part)]}</Fragment> : part,
    );
}

/** `t('nav.dashboard')`, `t('generalSettings.rows', { count: 50 })`. */
export function useT(): Translate {
  return useContext(LocaleContext).t;
}

export function useLocale() {
  return useContext(LocaleContext);
}

/**
 * A feature's own catalogue, kept out of the entry chunk (issue 47 §4): the feature imports its
 * English, so it rides in the feature's chunk, and every other language is a chunk of its own,
 * loaded the first time the page shows it (the starting language as soon as the feature's code
 * loads). Answers the feature's `useT`: its texts in the page's language, English until that
 * language's chunk has arrived, the pseudo-locale in tests and `vite dev`. Texts every screen
 * shares (Try again, stage names) stay in the app's catalogue, read with `useT()`.
 */
/** What `areaTexts` loads each language but English from. */
export type LanguageChunks<Key extends string> = Record<
  Exclude<LanguageCode, 'en'>,
  () => Promise<{ default: Readonly<Partial<Record<Key, unknown>>> }>
>;

/**
 * A feature's language chunks from its `import.meta.glob(['./locales/*.json',
 * '!./locales/en.json'])` (each file a chunk of its own; English is imported whole): one line a
 * feature instead of a loader a language. A missing language is a mistake found on first load.
 */
export function languageChunks<Key extends string>(
  files: Record<string, () => Promise<unknown>>,
): LanguageChunks<Key> {
  const chunks: Partial<LanguageChunks<Key>> = {};
  for (const code of LANGUAGE_CODES) {
    if (code === 'en') continue;
    const file = files[`./locales/${code}.json`];
    if (!file) throw new Error(`No ${code}.json among this feature's catalogues`);
    chunks[code] = file as LanguageChunks<Key>[typeof code];
  }
  return chunks as LanguageChunks<Key>;
}

export function areaTexts<Key extends string>(
  english: Readonly<Record<Key, string>>,
  chunks: LanguageChunks<Key>,
): () => (key: Key, values?: MessageValues) => string {
  const ready = new Map<AppLanguage, Messages<Key>>([['en', english]]);
  const loading = new Map<AppLanguage, Promise<void>>();
  const load = (language: AppLanguage) => {
    let pending = loading.get(language);
    if (!pending) {
      pending = (
        language === PSEUDO_LANGUAGE
          ? import.meta.env.PROD
            ? Promise.resolve(english)
            : import('./pseudo-locale').then(({ pseudoCatalogue }) => pseudoCatalogue(english))
          : language === 'en'
            ? Promise.resolve(english)
            : chunks[language]().then((chunk) => chunk.default as Messages<Key>)
      ).then((catalogue) => {
        ready.set(language, catalogue as Messages<Key>);
      });
      loading.set(language, pending);
    }
    return pending;
  };
  void load(initialLanguage());

  return function useAreaT() {
    const { language } = useLocale();
    const [, arrived] = useState(0);
    const catalogue = ready.get(language);
    useEffect(() => {
      let current = true;
      if (!ready.has(language)) {
        void load(language).then(() => {
          if (current) arrived((count) => count + 1);
        });
      }
      return () => {
        current = false;
      };
    }, [language]);
    return useMemo(
      () => translator<Key>(catalogue ? language : 'en', catalogue ?? english, english),
      [language, catalogue],
    );
  };
}
