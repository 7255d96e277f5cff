import { describe, expect, it } from 'vitest';
import { ZRegisterSchema } from './auth.ts';
import { messages } from './messages.ts';
import { ZUpdateProfileSchema } from './profile.ts';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@atelier.test',
  password: 'Sketch#2026',
  confirmPassword: 'Sketch#2026',
  acceptTerms: true,
};

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the password rule', () => {
  it.each(['Sketch#2026', 'abcdefg1!', '12345678a@'])('accepts %s', (password) => {
    expect(
      ZRegisterSchema.safeParse({ ...valid, password, confirmPassword: password }).success,
    ).toBe(true);
  });

  it.each(['Sk#1', 'abcdefgh!', '12345678!', 'abcdefg12', 'abcdef 1!', 'abcdefg1^'])(
    'refuses %s',
    (password) => {
      const result = ZRegisterSchema.safeParse({ ...valid, password, confirmPassword: password });
      expect(firstError(result)).toBe(messages.passwordFormat);
    },
  );
});

describe('profile fields', () => {
  it.each([
    'https://www.linkedin.com/in/ada-lovelace',
    'linkedin.com/in/ada',
    'https://uk.linkedin.com/in/ada/',
    'https://www.linkedin.com/company/atelier',
  ])('accepts the LinkedIn address %s', (linkedinUrl) => {
    expect(ZUpdateProfileSchema.safeParse({ firstName: 'Ada', linkedinUrl }).success).toBe(true);
  });

  it.each(['https://linkedin.evil.com/in/ada', 'https://example.com', 'ada'])(
    'refuses %s',
    (linkedinUrl) => {
      expect(firstError(ZUpdateProfileSchema.safeParse({ firstName: 'Ada', linkedinUrl }))).toBe(
        messages.linkedinIncorrect,
      );
    },
  );
});
