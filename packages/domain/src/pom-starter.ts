/**
 * The starter library a team's points of measure and size ranges begin with (issue 45), written
 * from common industry practice (garment measured flat, laid smooth, buttoned or zipped closed;
 * widths are half measures across the flat garment unless they say "circumference"). Tolerances are
 * centimetres either way: ±1 for body lengths, ±0.5 for necks and small points, more for sweeps
 * and stretch measures, and an uneven one where a measure may grow more than it may shrink.
 */
import type { PomCategory } from './poms.ts';

export interface StarterPom {
  code: string;
  name: string;
  howToMeasure: string;
  category: PomCategory;
  /** Centimetres, as exact decimal texts. */
  tolerance: { minus: string; plus: string };
}

const even = (cm: string) => ({ minus: cm, plus: cm });

export const STARTER_POMS: readonly StarterPom[] = [
  // Tops (knit and woven)
  {
    code: 'T01',
    name: 'Body length from HPS',
    howToMeasure:
      'From the high point shoulder (where the shoulder seam meets the neckline) straight down to the bottom edge of the hem, parallel to centre front.',
    category: 'tops',
    tolerance: even('1'),
  },
  {
    code: 'T02',
    name: 'Chest width 1 cm below armhole',
    howToMeasure:
      'Straight across the front from side seam to side seam, 1 cm below the bottom of the armhole.',
    category: 'tops',
    tolerance: even('1'),
  },
  {
    code: 'T03',
    name: 'Waist width',
    howToMeasure:
      'Straight across from side seam to side seam at the narrowest point of the body, or at the waist position given on the spec.',
    category: 'tops',
    tolerance: even('1'),
  },
  {
    code: 'T04',
    name: 'Hem sweep',
    howToMeasure:
      'Straight across the bottom edge of the hem from side seam to side seam, relaxed.',
    category: 'tops',
    tolerance: even('1.5'),
  },
  {
    code: 'T05',
    name: 'Across shoulder',
    howToMeasure:
      'Straight across the back from shoulder point to shoulder point (where the shoulder seam meets the armhole seam).',
    category: 'tops',
    tolerance: even('0.5'),
  },
  {
    code: 'T06',
    name: 'Across back 12 cm below HPS',
    howToMeasure:
      'Straight across the back from armhole seam to armhole seam, 12 cm below the high point shoulder.',
    category: 'tops',
    tolerance: even('0.5'),
  },
  {
    code: 'T07',
    name: 'Sleeve length from CB neck',
    howToMeasure:
      'From the centre back neck seam over the shoulder point and along the top of the sleeve to the sleeve opening edge.',
    category: 'tops',
    tolerance: even('1'),
  },
  {
    code: 'T08',
    name: 'Sleeve length from shoulder point',
    howToMeasure:
      'From the shoulder point along the top fold of the sleeve to the edge of the sleeve opening or cuff.',
    category: 'tops',
    tolerance: even('1'),
  },
  {
    code: 'T09',
    name: 'Armhole straight',
    howToMeasure:
      'Straight from the shoulder point to the bottom of the armhole at the side seam, not following the curve.',
    category: 'tops',
    tolerance: even('0.5'),
  },
  {
    code: 'T10',
    name: 'Bicep 2.5 cm below armhole',
    howToMeasure:
      'Across the sleeve, perpendicular to the sleeve fold, 2.5 cm below the bottom of the armhole.',
    category: 'tops',
    tolerance: even('0.5'),
  },
  {
    code: 'T11',
    name: 'Cuff opening',
    howToMeasure: 'Straight across the sleeve opening or the cuff edge, relaxed and buttoned.',
    category: 'tops',
    tolerance: even('0.5'),
  },
  {
    code: 'T12',
    name: 'Neck width seam to seam',
    howToMeasure:
      'Straight across the neckline from high point shoulder to high point shoulder, seam to seam.',
    category: 'tops',
    tolerance: even('0.5'),
  },
  {
    code: 'T13',
    name: 'Front neck drop',
    howToMeasure:
      'From an imaginary line between the two high point shoulders straight down to the neck seam at centre front.',
    category: 'tops',
    tolerance: even('0.5'),
  },
  {
    code: 'T14',
    name: 'Back neck drop',
    howToMeasure:
      'From an imaginary line between the two high point shoulders straight down to the neck seam at centre back.',
    category: 'tops',
    tolerance: even('0.3'),
  },
  {
    code: 'T15',
    name: 'Collar length',
    howToMeasure: 'Along the neck seam of the collar from one collar edge to the other, laid flat.',
    category: 'tops',
    tolerance: even('0.5'),
  },
  // Bottoms (trousers, jeans, skirts)
  {
    code: 'B01',
    name: 'Waist relaxed',
    howToMeasure:
      'Straight across the top edge of the waistband from edge to edge, buttoned, relaxed (half measure).',
    category: 'bottoms',
    tolerance: even('1'),
  },
  {
    code: 'B02',
    name: 'Waist extended',
    howToMeasure:
      'Straight across the top edge of an elastic or stretch waistband, stretched to its full extent (half measure).',
    category: 'bottoms',
    tolerance: { minus: '1', plus: '2' },
  },
  {
    code: 'B03',
    name: 'Low hip 18 cm below waist',
    howToMeasure:
      'Straight across from side to side, 18 cm below the top of the waistband at centre front.',
    category: 'bottoms',
    tolerance: even('1'),
  },
  {
    code: 'B04',
    name: 'Front rise',
    howToMeasure:
      'From the crotch seam junction along the front rise seam to the top of the waistband.',
    category: 'bottoms',
    tolerance: even('0.5'),
  },
  {
    code: 'B05',
    name: 'Back rise',
    howToMeasure:
      'From the crotch seam junction along the back rise seam to the top of the waistband.',
    category: 'bottoms',
    tolerance: even('0.5'),
  },
  {
    code: 'B06',
    name: 'Inseam',
    howToMeasure:
      'From the crotch seam junction along the inside leg seam to the bottom edge of the leg opening.',
    category: 'bottoms',
    tolerance: even('1'),
  },
  {
    code: 'B07',
    name: 'Outseam',
    howToMeasure:
      'From the top of the waistband along the side seam to the bottom edge of the leg opening.',
    category: 'bottoms',
    tolerance: even('1'),
  },
  {
    code: 'B08',
    name: 'Thigh 2.5 cm below crotch',
    howToMeasure:
      'Across one leg, perpendicular to the leg, 2.5 cm below the crotch seam junction.',
    category: 'bottoms',
    tolerance: even('0.5'),
  },
  {
    code: 'B09',
    name: 'Knee',
    howToMeasure:
      'Across one leg at the knee, half the inseam length down from the crotch, minus 5 cm.',
    category: 'bottoms',
    tolerance: even('0.5'),
  },
  {
    code: 'B10',
    name: 'Leg opening',
    howToMeasure: 'Straight across the bottom edge of one leg opening, relaxed.',
    category: 'bottoms',
    tolerance: even('0.5'),
  },
  {
    code: 'B11',
    name: 'Waistband height',
    howToMeasure: 'From the top edge to the bottom seam of the waistband at centre back.',
    category: 'bottoms',
    tolerance: even('0.3'),
  },
  {
    code: 'B12',
    name: 'Skirt length from waist',
    howToMeasure: 'From the top of the waistband at centre back straight down to the hem edge.',
    category: 'bottoms',
    tolerance: even('1'),
  },
  // Dresses
  {
    code: 'D01',
    name: 'Dress length from HPS',
    howToMeasure:
      'From the high point shoulder straight down to the hem edge, parallel to centre front.',
    category: 'dresses',
    tolerance: even('1.5'),
  },
  {
    code: 'D02',
    name: 'Bust width 2.5 cm below armhole',
    howToMeasure:
      'Straight across the front from side seam to side seam, 2.5 cm below the bottom of the armhole.',
    category: 'dresses',
    tolerance: even('1'),
  },
  {
    code: 'D03',
    name: 'Waist position from HPS',
    howToMeasure:
      'From the high point shoulder straight down to the waist seam or the narrowest point.',
    category: 'dresses',
    tolerance: even('0.5'),
  },
  {
    code: 'D04',
    name: 'Waist width',
    howToMeasure:
      'Straight across the waist seam, or the narrowest point, from side to side, relaxed.',
    category: 'dresses',
    tolerance: even('1'),
  },
  {
    code: 'D05',
    name: 'Hip width 20 cm below waist',
    howToMeasure: 'Straight across from side to side, 20 cm below the waist seam.',
    category: 'dresses',
    tolerance: even('1'),
  },
  {
    code: 'D06',
    name: 'Skirt sweep',
    howToMeasure: 'Along the hem edge from side seam to side seam, following any curve, laid flat.',
    category: 'dresses',
    tolerance: even('2'),
  },
  {
    code: 'D07',
    name: 'Strap length',
    howToMeasure: 'From the front strap seam to the back strap seam along the strap, unadjusted.',
    category: 'dresses',
    tolerance: even('0.5'),
  },
  // Outerwear (coats, jackets, hoodies)
  {
    code: 'O01',
    name: 'Body length from CB neck',
    howToMeasure: 'From the centre back neck seam straight down to the hem edge at centre back.',
    category: 'outerwear',
    tolerance: even('1'),
  },
  {
    code: 'O02',
    name: 'Chest width 2.5 cm below armhole',
    howToMeasure:
      'Closed, straight across the front from side seam to side seam, 2.5 cm below the bottom of the armhole.',
    category: 'outerwear',
    tolerance: even('1.5'),
  },
  {
    code: 'O03',
    name: 'Hood height',
    howToMeasure:
      'From the high point shoulder (neck seam) straight up to the top of the hood, hood laid flat.',
    category: 'outerwear',
    tolerance: even('1'),
  },
  {
    code: 'O04',
    name: 'Hood width',
    howToMeasure:
      'Straight across the hood at its widest point, from the front edge to the back seam.',
    category: 'outerwear',
    tolerance: even('0.5'),
  },
  {
    code: 'O05',
    name: 'Hood opening',
    howToMeasure: 'Along the front edge of the hood from neck seam to neck seam, relaxed.',
    category: 'outerwear',
    tolerance: even('1'),
  },
  {
    code: 'O06',
    name: 'Centre front zip length',
    howToMeasure:
      "The zip tape's opening length, from the top stop to the bottom of the slider box.",
    category: 'outerwear',
    tolerance: even('0.5'),
  },
  {
    code: 'O07',
    name: 'Sleeve length from CB neck',
    howToMeasure:
      'From the centre back neck seam over the shoulder point and along the top of the sleeve to the cuff edge.',
    category: 'outerwear',
    tolerance: even('1'),
  },
  {
    code: 'O08',
    name: 'Cuff opening',
    howToMeasure: 'Straight across the cuff edge, closed, relaxed.',
    category: 'outerwear',
    tolerance: even('0.5'),
  },
  {
    code: 'O09',
    name: 'Hem sweep',
    howToMeasure: 'Closed, straight across the bottom edge from side seam to side seam, relaxed.',
    category: 'outerwear',
    tolerance: even('1.5'),
  },
  {
    code: 'O10',
    name: 'Pocket opening',
    howToMeasure: 'Along the pocket opening from end to end, at the welt or the pocket edge.',
    category: 'outerwear',
    tolerance: even('0.5'),
  },
];

export interface StarterSizeRange {
  name: string;
  sizes: readonly string[];
  baseSize: string;
}

/** Letter sizes, EU women's numeric, US women's numeric and one size, each with its sample size. */
export const STARTER_SIZE_RANGES: readonly StarterSizeRange[] = [
  { name: 'XS–XL', sizes: ['XS', 'S', 'M', 'L', 'XL'], baseSize: 'M' },
  { name: '34–46', sizes: ['34', '36', '38', '40', '42', '44', '46'], baseSize: '38' },
  { name: '0–16', sizes: ['0', '2', '4', '6', '8', '10', '12', '14', '16'], baseSize: '6' },
  { name: 'One size', sizes: ['OS'], baseSize: 'OS' },
];
