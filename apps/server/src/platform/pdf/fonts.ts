/**
 * The fonts every PDF draws with, so that what people type shows in every script (DESIGN §9):
 * Noto Sans (Latin with Vietnamese, Turkish and Polish, Greek, Cyrillic), then Noto Sans SC (Han,
 * simplified and traditional, and kana), then Noto Sans KR (Hangul), each in a regular and a bold
 * weight, from the registry (decisions.md, "Fonts in PDFs"). A text is cut into runs, each drawn
 * with the first font that has its characters.
 *
 * Each font file is read and parsed once per process, when a text first needs it: a document in
 * Latin script never reads the CJK files (6 to 10 MB each). The parsed fonts are shared by every
 * document; pdfkit embeds in each only the glyphs it drew (a subset).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type FontWeight = 'regular' | 'bold';

/** The font families, in the order a character is looked up. */
export const FONT_FAMILIES = ['sans', 'sc', 'kr'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const require = createRequire(import.meta.url);

/**
 * Each family's two files, inside its registry package (Google Fonts' static TTFs). The image
 * keeps only these two weights (Dockerfile): another weight is added there too.
 */
const FILES: Record<FontFamily, Record<FontWeight, string>> = {
  sans: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  kr: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
};

/**
 * The OpenType features each family is drawn with, in fontkit's form (a tag set to false is left
 * out), or undefined for the defaults. Noto Sans's `ccmp` splits ẹ, ị, ọ, ụ (and ḿ, ǹ, ṃ, ṅ, ṣ)
 * into the plain letter and a dot below; pdfkit writes one text a glyph, the first it was drawn
 * for, so the dot copied as nothing and, in the rest of the document, every plain 'i' as 'ị'.
 * Drawn from NFC text (text.ts), every letter of our languages has a glyph of its own and needs
 * no composing: only a mark no letter precomposes (i + U+0307) is drawn over the i's own dot.
 * The CJK fonts' `ccmp` only joins (jamo, a letter and its mark) into a glyph that reads as all
 * its characters, so it stays.
 */
const FEATURES: Record<FontFamily, Record<string, boolean> | undefined> = {
  sans: { ccmp: false },
  sc: undefined,
  kr: undefined,
};

/** One font of one family and weight, as a document registers it. */
export interface FontFace {
  /** The name a document knows it by ('Atelier-sc-bold'). */
  name: string;
  /** The OpenType features to draw and measure it with (see FEATURES). */
  features: Record<string, boolean> | undefined;
  /** Parsed once, to ask which characters it has; never handed to a document. */
  font: fontkit.Font;
  /** The file, read once: each document parses its own copy to embed. */
  bytes: Buffer;
}

// Parsed fonts are immutable and shared: a cache for the process, never state of a document.
const loaded = new Map<string, FontFace>();

/** The face of `family` in `weight`, its file read and parsed on first use. */
export function fontFace(family: FontFamily, weight: FontWeight): FontFace {
  const name = `Atelier-${family}-${weight}`;
  let face = loaded.get(name);
  if (!face) {
    const bytes = readFileSync(require.resolve(FILES[family][weight]));
    const font = fontkit.create(bytes);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${name} is a font collection`);
    face = { name, features: FEATURES[family], font, bytes };
    loaded.set(name, face);
  }
  return face;
}

/** A stretch of text drawn with one font. */
export interface TextRun {
  text: string;
  family: FontFamily;
}

/** Combining marks, joiners and variation selectors: drawn with the character they follow. */
const ATTACHED = /^[\p{M}\p{Cf}\uFE00-\uFE0F]$/u;
const SPACE = /^\s$/u;

/**
 * Cuts `text` into runs, each in the first family whose font has its characters. Spaces stay in
 * the run they are in when its font has them, marks and joiners always, so '린넨 셔츠' is one run
 * and a decomposed 'ệ' keeps its accents on its letter. A character no font has goes with the run
 * before it (or the first family): it shows as the font's empty box.
 */
export function textRuns(text: string, weight: FontWeight): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const previous = current?.family;
    const stays =
      previous !== undefined &&
      (ATTACHED.test(char) || (SPACE.test(char) && fontHas(previous, weight, codePoint)));
    const family = stays ? previous : (familyOf(codePoint, weight) ?? previous ?? FONT_FAMILIES[0]);
    if (current && current.family === family) current.text += char;
    else runs.push((current = { text: char, family }));
  }
  return runs;
}

// Which family draws each character met so far: a text's characters are looked up once per
// process, not in each font's character map every time (at most the 100,000-odd of Unicode
// that the fonts name, a few MB; cleared past a bound all the same).
const familyOfCharacter: Record<FontWeight, Map<number, FontFamily | null>> = {
  regular: new Map(),
  bold: new Map(),
};
const CHARACTERS_KEPT = 65_536;

const fontHas = (family: FontFamily, weight: FontWeight, codePoint: number) =>
  fontFace(family, weight).font.hasGlyphForCodePoint(codePoint);

/** The first family whose font has `codePoint`; a font is read only when those before lack it. */
function familyOf(codePoint: number, weight: FontWeight): FontFamily | null {
  const known = familyOfCharacter[weight];
  let family = known.get(codePoint);
  if (family === undefined) {
    family = FONT_FAMILIES.find((candidate) => fontHas(candidate, weight, codePoint)) ?? null;
    if (known.size >= CHARACTERS_KEPT) known.clear();
    known.set(codePoint, family);
  }
  return family;
}
