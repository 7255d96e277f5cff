/**
 * en-XA, the pseudo-locale: every English message with its letters accented and the whole
 * bracketed ('[Ðåšĥƀöåŕð]'), placeholders and plural keywords left as they are. A text on screen
 * without brackets did not come through the catalogue (web test `i18n-pseudo.test.tsx`).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

export const accent = (text: string) => text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c);

function pseudo(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudo(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudo(element.children) };
    return element;
  });
}

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

export function pseudoCatalogue(
  english: Readonly<Record<string, string>>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => [
      key,
      [literal('['), ...pseudo(parse(message)), literal(']')],
    ]),
  );
}
