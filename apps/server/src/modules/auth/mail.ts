/** The e-mails of signing up and in: the code, and the notice that an account already exists. */
import { OTP_TTL_MINUTES } from '@atelier/domain';
import type { LanguageCode, OtpPurpose } from '@atelier/domain';
import { mailTexts } from '../../platform/mail/i18n.ts';
import { escape, layout, button } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

export function otpMail(
  to: string,
  firstName: string,
  code: string,
  purpose: OtpPurpose,
  /** The recipient's language (their general settings); English when left out. */
  language?: LanguageCode,
): MailMessage {
  const t = mailTexts(language);
  const why = t(purpose === 'signup' ? 'otp.whySignup' : 'otp.whyReset');
  const lines = [
    t('otp.hello', { firstName }),
    why,
    t('otp.code', { code }),
    t('otp.expiry', { minutes: OTP_TTL_MINUTES }),
  ];
  return {
    to,
    subject: t('otp.subject', { code }),
    text: lines.join('\n\n'),
    html: layout(t('otp.title'), [
      escape(lines[0]!),
      escape(why),
      `<strong style="font-size:28px;letter-spacing:6px">${code}</strong>`,
      escape(lines[3]!),
    ]),
  };
}

/**
 * Someone signed up with an address that already has an account. Its owner hears of it instead of
 * getting a code, and the person who tried learns nothing from the answer.
 */
export function accountExistsMail(input: { to: string; firstName: string; publicUrl: string }) {
  const lines = [
    `Hello ${input.firstName},`,
    'Someone tried to create a new Atelier account with this e-mail address, which already has one.',
    'If it was you, sign in instead; if you forgot your password, reset it from the sign-in page. If it was not you, you can ignore this e-mail: your account is unchanged.',
  ];
  return {
    to: input.to,
    subject: 'You already have an Atelier account',
    text: [...lines, input.publicUrl].join('\n\n'),
    html: layout('You already have an Atelier account', [
      ...lines.map(escape),
      button(input.publicUrl, 'Sign in to Atelier'),
    ]),
  } satisfies MailMessage;
}
