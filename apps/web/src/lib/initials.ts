/**
 * Up to two capitals, the first letter of each of the first two words that have one: "Claire
 * (buyer, Galeries)" is "CB", never "C(". Avatars and covers show them without a picture.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .map((letter) => letter.toLocaleUpperCase())
    .join('');
}
