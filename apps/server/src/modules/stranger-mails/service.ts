/**
 * Limits on e-mails sent at a user's request to people outside the team (docs/decisions.md,
 * Security): per user per hour and per day, per team per day. Each route that e-mails a stranger
 * — sharing a product by e-mail, inviting to a team, creating a colleague's account — charges its
 * recipients here, in its own transaction, before it queues the mail; past a limit it is 429 and
 * nothing is recorded or sent. Members of the team are not counted.
 */
import { messages } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { lockCounts, recordSent, sentCounts, teamAddresses } from './queries.ts';

export async function chargeStrangerMails(
  ctx: AppContext,
  tx: Executor,
  input: { userId: string; teamId: string; emails: readonly string[] },
) {
  const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
  if (emails.length === 0) return;
  await lockCounts(tx, input.userId, input.teamId);
  const members = await teamAddresses(tx, input.teamId, emails);
  const recipients = emails.filter((email) => !members.has(email)).length;
  if (recipients === 0) return;
  const limits = ctx.config.strangerMailLimits;
  const sent = await sentCounts(tx, input.userId, input.teamId);
  if (sent.userHour + recipients > limits.perUserHour) {
    throw tooManyRequests(messages.strangerMailsPerUserHour(limits.perUserHour));
  }
  if (sent.userDay + recipients > limits.perUserDay) {
    throw tooManyRequests(messages.strangerMailsPerUserDay(limits.perUserDay));
  }
  if (sent.teamDay + recipients > limits.perTeamDay) {
    throw tooManyRequests(messages.strangerMailsPerTeamDay(limits.perTeamDay));
  }
  await recordSent(tx, { userId: input.userId, teamId: input.teamId, recipients });
}
