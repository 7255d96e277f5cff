/** The e-mail that confirms linking a social sign-in to an account. */
import { OTP_TTL_MINUTES } from '@atelier/domain';
import { escape, layout } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

/** The code that proves an existing account before a provider account is linked to it. */
export function linkProviderMail(input: {
  to: string;
  firstName: string;
  code: string;
  providerName: string;
}): MailMessage {
  const why = `Use this code to link your ${input.providerName} account to your Atelier account. If you did not try to sign in with ${input.providerName}, ignore this e-mail: nothing is linked without the code.`;
  const lines = [
    `Hello ${input.firstName},`,
    why,
    `Your code: ${input.code}`,
    `It expires in ${OTP_TTL_MINUTES} minutes.`,
  ];
  return {
    to: input.to,
    subject: `Your Atelier code is ${input.code}`,
    text: lines.join('\n\n'),
    html: layout('Your Atelier code', [
      escape(lines[0]!),
      escape(why),
      `<strong style="font-size:28px;letter-spacing:6px">${input.code}</strong>`,
      escape(lines[3]!),
    ]),
  };
}
