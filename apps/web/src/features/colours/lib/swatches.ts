/** Starting points offered by the colour picker. */
export const PICKER_SWATCHES = [
  '#1B1B1B',
  '#F5F0E6',
  '#8A1538',
  '#C8553D',
  '#E8B04B',
  '#6B8F71',
  '#2E5E7E',
  '#3B2F63',
  '#D7A9B8',
  '#A7C4D9',
];

/** Black or white, whichever reads better on the colour. */
export function textOn(hex: string): string {
  const value = hex.replace('#', '');
  if (!/^[0-9a-f]{6}$/i.test(value)) return '#1B1B1B';
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
  const luminance = (0.299 * r! + 0.587 * g! + 0.114 * b!) / 255;
  return luminance > 0.6 ? '#1B1B1B' : '#FFFFFF';
}
