import type { TimelineEntry } from '@atelier/domain';

const quoted = (text: string) => `“${text}”`;

/** What a timeline entry says after its actor's name, as a sentence a designer reads. */
export function timelineSentence(entry: TimelineEntry): string {
  const { kind, action, field, before, after, subject } = entry;
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
  return `${action}: ${subject}`;
}
