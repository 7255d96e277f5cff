/** The digest of messages a member missed. */
import { escape, layout } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

/**
 * Messages left unread a few minutes (issue 14), batched: how many, the latest few quoted as plain
 * text (escaped, cut short), and the way to the conversation.
 */
export function messageDigestMail(input: {
  to: string;
  firstName: string;
  total: number;
  quoted: { from: string; teamName: string; text: string; direct: boolean }[];
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/messages`;
  const count = input.total === 1 ? '1 unread message' : `${input.total} unread messages`;
  const lines = input.quoted.map((item) => {
    const where = item.direct ? `${item.teamName}, direct` : `${item.teamName} channel`;
    const text = item.text.length > 200 ? `${item.text.slice(0, 200)}…` : item.text;
    return { who: `${item.from || 'Someone'} (${where}):`, text };
  });
  const more = input.total > lines.length ? [`…and ${input.total - lines.length} more.`] : [];
  return {
    to: input.to,
    subject: `Atelier: you have ${count}`,
    text: [
      `Hello ${input.firstName},`,
      `You have ${count} on Atelier.`,
      ...lines.map((line) => `${line.who}\n${line.text}`),
      ...more,
      `Read and answer them: ${link}`,
    ].join('\n\n'),
    html: layout(`You have ${count}`, [
      escape(`Hello ${input.firstName},`),
      ...lines.map(
        (line) =>
          `<strong>${escape(line.who)}</strong><br><span style="white-space:pre-wrap">${escape(line.text)}</span>`,
      ),
      ...more.map(escape),
      `<a href="${escape(link)}" style="color:#8b4a73">Read and answer them</a>`,
    ]),
  };
}
