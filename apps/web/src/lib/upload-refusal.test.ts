import { messages } from '@atelier/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { showServerTexts } from './server-texts/server-text';
import { imageRefusalOf, refusalOf } from './upload-refusal';

const file = (name: string, size = 10) => {
  const made = new File(['x'], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('refusalOf (SPEC §5, checked before sending)', () => {
  it('lets allowed, distinct files under 2 GB through', () => {
    expect(refusalOf([file('front.png'), file('sheet.pdf')])).toBeNull();
  });

  it('refuses a type that is not allowed', () => {
    expect(refusalOf([file('run.exe')])).toBe(messages.fileTypeNotAllowed);
  });

  it('refuses two files of one name, whatever the case', () => {
    expect(refusalOf([file('Front.png'), file('front.PNG')])).toBe(messages.duplicateFileName);
  });

  it('refuses more than 2 GB at a time', () => {
    expect(refusalOf([file('a.zip', 2_147_483_648), file('b.zip', 1)])).toBe(
      messages.uploadTooLarge,
    );
  });
});

describe('imageRefusalOf (a logo, a swatch, a screenshot)', () => {
  it('lets a JPEG, PNG or WebP of up to 10 MB through, whatever the case of its extension', () => {
    expect(imageRefusalOf(file('logo.PNG', 10 * 1024 * 1024))).toBeNull();
  });

  it('refuses another type, and a larger image', () => {
    expect(imageRefusalOf(file('logo.gif'))).toBe(messages.imageType);
    expect(imageRefusalOf(file('logo.webp', 10 * 1024 * 1024 + 1))).toBe(messages.imageTooLarge);
  });
});

describe('the refusals, to a French reader (issue 47 §4)', () => {
  afterEach(() => showServerTexts('en'));

  it('are said in French, as the server would', async () => {
    await showServerTexts('fr');
    expect(refusalOf([file('run.exe')])).toBe('Ce type de fichier n’est pas autorisé.');
    expect(refusalOf([file('Front.png'), file('front.PNG')])).toBe(
      'Impossible d’envoyer ensemble des fichiers portant le même nom.',
    );
    expect(refusalOf([file('a.zip', 2_147_483_648), file('b.zip', 1)])).toBe(
      'Vous ne pouvez pas envoyer plus de 2 Go à la fois.',
    );
    expect(imageRefusalOf(file('logo.gif'))).toBe('Veuillez importer une image JPG, PNG ou WebP.');
    expect(imageRefusalOf(file('logo.webp', 10 * 1024 * 1024 + 1))).toBe(
      'Les images ne doivent pas dépasser 10 Mo.',
    );
  });
});
