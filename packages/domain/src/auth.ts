/** Request contracts of the auth routes (DESIGN §3), shared by the forms and the server. */
import { z } from 'zod';
import { EMAIL_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from './constants.ts';
import { messages } from './messages.ts';

/** A letter, a digit and one of @$!%*#?&, nothing else, at least 8 long (SPEC §5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]+$/;

export const zEmail = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const zPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN, messages.passwordFormat)
  .max(PASSWORD_MAX, messages.passwordFormat)
  .regex(PASSWORD_PATTERN, messages.passwordFormat);

const zConfirmPassword = z
  .string({ error: messages.confirmPasswordRequired })
  .min(1, messages.confirmPasswordRequired)
  .max(PASSWORD_MAX, messages.passwordsDoNotMatch);

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { message: messages.passwordsDoNotMatch, path: ['confirmPassword'] };

export const zOtp = z
  .string({ error: messages.otpFormat })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messages.otpFormat);

export const OTP_PURPOSES = ['signup', 'reset'] as const;
export const zOtpPurpose = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof zOtpPurpose>;

export const zFullName = z
  .string({ error: messages.fullNameRequired })
  .trim()
  .min(1, messages.fullNameRequired)
  .max(TEXT_MAX, messages.textTooLong);

export const ZRegisterSchema = z
  .object({
    fullName: zFullName,
    email: zEmail,
    password: zPassword,
    confirmPassword: zConfirmPassword,
    acceptTerms: z.literal(true, { error: messages.acceptTerms }),
  })
  .refine(passwordsMatch, mismatch);
export type TRegisterSchema = z.input<typeof ZRegisterSchema>;

export const ZLoginSchema = z.object({
  email: zEmail,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(PASSWORD_MAX, messages.invalidCredentials),
});
export type TLoginSchema = z.input<typeof ZLoginSchema>;

/** The signed id of one sign-up attempt, answered by register (docs/decisions.md). */
export const zSignupToken = z.string().trim().max(200);

export const ZVerifyOtpSchema = z.object({
  email: zEmail,
  otp: zOtp,
  purpose: zOtpPurpose,
  signupToken: zSignupToken.optional(),
});
export type TVerifyOtpSchema = z.input<typeof ZVerifyOtpSchema>;

export const ZResendOtpSchema = z.object({ email: zEmail, purpose: zOtpPurpose });
export type TResendOtpSchema = z.input<typeof ZResendOtpSchema>;

export const ZForgotPasswordSchema = z.object({ email: zEmail });
export type TForgotPasswordSchema = z.input<typeof ZForgotPasswordSchema>;

export const ZCreatePasswordSchema = z
  .object({
    resetToken: z
      .string()
      .trim()
      .min(1, messages.resetLinkInvalid)
      .max(200, messages.resetLinkInvalid),
    password: zPassword,
    confirmPassword: zConfirmPassword,
  })
  .refine(passwordsMatch, mismatch);
export type TCreatePasswordSchema = z.input<typeof ZCreatePasswordSchema>;
