import {
  MATERIAL_KIND_LABELS,
  MATERIAL_KINDS,
  MATERIAL_UNITS,
  type MaterialKind,
  type MaterialUnit,
} from '@atelier/domain';

/** What a kind is called in sentences ('trim', 'other components') and what it is for. */
export interface KindText {
  singular: string;
  plural: string;
  /** Capitalised, for titles and buttons: 'Trim'. */
  title: string;
  namePlaceholder: string;
  /** What the empty list says the kind is for. */
  purpose: string;
}

const lower = (text: string) => text.toLowerCase();

const DETAILS: Record<MaterialKind, Pick<KindText, 'namePlaceholder' | 'purpose'>> = {
  trim: {
    namePlaceholder: 'e.g. Horn button 15 mm',
    purpose: 'Buttons, zips, rivets, elastics and the like, with supplier, unit and price.',
  },
  label: {
    namePlaceholder: 'e.g. Woven main label',
    purpose: 'Main, care and size labels, hangtags and stickers.',
  },
  packaging: {
    namePlaceholder: 'e.g. Recycled polybag 30×40',
    purpose: 'Polybags, boxes, tissue and hangers the products ship in.',
  },
  thread: {
    namePlaceholder: 'e.g. Core-spun polyester 120',
    purpose: 'Sewing and embroidery threads, by the metre or the cone.',
  },
  other: {
    namePlaceholder: 'e.g. Shoulder pad',
    purpose: 'Interlinings, pads and any other component a product is made with.',
  },
};

export const KIND_TEXT: Record<MaterialKind, KindText> = Object.fromEntries(
  MATERIAL_KINDS.map((kind) => [
    kind,
    {
      singular: lower(MATERIAL_KIND_LABELS[kind].one),
      plural: lower(MATERIAL_KIND_LABELS[kind].many),
      title: MATERIAL_KIND_LABELS[kind].one,
      ...DETAILS[kind],
    },
  ]),
) as Record<MaterialKind, KindText>;

export const KIND_OPTIONS = MATERIAL_KINDS.map((kind) => ({
  value: kind,
  label: MATERIAL_KIND_LABELS[kind].one,
}));

/** The units, as the select offers them: 'pcs · pieces'. */
const UNIT_NAMES: Record<MaterialUnit, string> = {
  m: 'metres',
  cm: 'centimetres',
  yd: 'yards',
  pcs: 'pieces',
  pair: 'pairs',
  set: 'sets',
  g: 'grams',
  kg: 'kilograms',
  cone: 'cones',
};

export const UNIT_OPTIONS = MATERIAL_UNITS.map((unit) => ({
  value: unit,
  label: `${unit} · ${UNIT_NAMES[unit]}`,
}));

/** The unit a new material of the kind is most likely bought in. */
export const DEFAULT_UNIT: Record<MaterialKind, MaterialUnit> = {
  trim: 'pcs',
  label: 'pcs',
  packaging: 'pcs',
  thread: 'cone',
  other: 'pcs',
};
