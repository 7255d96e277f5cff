import type { TimelineEntry } from '@atelier/domain';

const quoted = (text: string) => `“${text}”`;

/** The calendar dates an edit keeps as text ('2027-02-01 – 2027-03-15'). */
const CALENDAR_DATES = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * What a timeline entry says after its actor's name, as a sentence a designer reads; the dates
 * an edit set (a deadline, a delivery window) are written the reader's way.
 */
export function timelineSentence(
  entry: TimelineEntry,
  formatDate: (date: string) => string,
): string {
  const { kind, action, field, subject } = entry;
  const dated = (text: string | null) => text?.replace(CALENDAR_DATES, formatDate) ?? null;
  const before = kind === 'edit' ? dated(entry.before) : entry.before;
  const after = kind === 'edit' ? dated(entry.after) : entry.after;
  if (kind === 'edit') {
    if (!before) return `set ${field} to ${quoted(after ?? '')}`;
    if (!after) return `cleared ${field} (was ${quoted(before)})`;
    return `changed ${field} from ${quoted(before)} to ${quoted(after)}`;
  }
  if (kind === 'stage') return `moved it from ${before} to ${after}`;
  if (kind === 'approval') {
    if (action === 'requested') return `asked to move it to ${after}`;
    if (action === 'approved') return `approved it for ${after}`;
    if (action === 'changes') return `asked for changes before ${after}: ${quoted(subject ?? '')}`;
    return `withdrew the request for ${after}`;
  }
  if (kind === 'product') {
    return action === 'duplicated' ? `made it as a copy of ${subject}` : 'created the product';
  }
  if (kind === 'file') {
    if (action === 'renamed') return `renamed ${before} to ${after}`;
    if (after) return `${action} ${subject}: ${quoted(after)}`;
    return `${action} ${subject}`;
  }
  if (kind === 'comment') return `${action}: ${quoted(subject ?? '')}`;
  if (kind === 'fit')
    return `${action === 'opened' ? 'opened the' : `${action} in the`} ${subject}`;
  if (kind === 'construction') {
    if (action === 'edited') return 'edited the construction notes';
    const callout = (action === 'added' ? after : before)?.toLowerCase() ?? 'a callout';
    return `${action} ${callout}: ${quoted(subject ?? '')}`;
  }
  if (kind === 'spec') {
    if (action === 'created') return `started the spec sheet (${after?.toLowerCase()})`;
    return `made the spec sheet's ${after?.toLowerCase()}: ${subject}`;
  }
  if (kind === 'bom')
    return `${action === 'created' ? 'started' : 'changed'} the bill of materials (${subject})`;
  if (kind === 'techpack') {
    // 'Revision B' keeps its letter: 'released tech pack revision B'.
    const revision = after?.replace(/^Revision/, 'revision') ?? 'a revision';
    // A link to a factory (issue 46 §7): sent, opened (by the factory, under its name), revoked.
    if (action === 'sent') return `sent tech pack ${revision} to ${subject}`;
    if (action === 'opened') return `opened tech pack ${revision}`;
    if (action === 'revoked') return `revoked the link of tech pack ${revision} sent to ${subject}`;
    const released = `released tech pack ${revision}`;
    return subject ? `${released}: ${quoted(subject)}` : released;
  }
  return `${action}: ${subject}`;
}
