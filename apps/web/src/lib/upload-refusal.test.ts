import { messages } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './upload-refusal';

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
