/** What the form will do with the swatch on save. */
export interface SwatchChoice {
  file: File | null;
  remove: boolean;
}

export const KEEP_SWATCH: SwatchChoice = { file: null, remove: false };
