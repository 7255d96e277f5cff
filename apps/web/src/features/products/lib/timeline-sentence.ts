import {
  PRODUCT_STAGE_LABELS,
  PRODUCT_STAGES,
  type ProductStage,
  type TimelineEntry,
} from '@atelier/domain';
import type { MessageValues } from '../../../lib/i18n';
import type { ProductMessageKey } from '../i18n';

/** The calendar dates an edit keeps as text ('2027-02-01 – 2027-03-15'). */
const CALENDAR_DATES = /\b\d{4}-\d{2}-\d{2}\b/g;

/** What a sentence is written with: the products catalogue, the stages' names, the dates' format. */
export interface TimelineReaders {
  t: (key: ProductMessageKey, values?: MessageValues) => string;
  stageName: (stage: ProductStage) => string;
  formatDate: (date: string) => string;
}

/** A timeline entry as a message: its key, and its values but the actor's name. */
export interface TimelineMessage {
  key: ProductMessageKey;
  values: MessageValues;
}

/**
 * The server stores an entry's parts in English (issue 36): the field's label on the product
 * page, a stage's label, 'Revision B', 'Callout 3', a link's access. Each is read back to its key
 * here; a label this list does not know stays as stored.
 */
const FIELDS: Record<string, ProductMessageKey> = {
  Name: 'tl.field.name',
  Description: 'tl.field.description',
  Category: 'tl.field.category',
  'Sub-category': 'tl.field.subCategory',
  Season: 'tl.field.season',
  Materials: 'tl.field.materials',
  Tags: 'tl.field.tags',
  Colours: 'tl.field.colours',
  Deadline: 'tl.field.deadline',
  'Style number': 'tl.field.styleNumber',
  Sizes: 'tl.field.sizes',
  Composition: 'tl.field.composition',
  'Wholesale price': 'tl.field.wholesalePrice',
  'Retail price': 'tl.field.retailPrice',
  'Delivery window': 'tl.field.deliveryWindow',
};

const STAGES = new Map<string, ProductStage>(
  PRODUCT_STAGES.map((stage) => [PRODUCT_STAGE_LABELS[stage], stage]),
);

const COMMENT_ACTIONS: Record<string, ProductMessageKey> = {
  commented: 'tl.comment.commented',
  replied: 'tl.comment.replied',
  'commented on an image': 'tl.comment.onImage',
  'edited a comment': 'tl.comment.edited',
  resolved: 'tl.comment.resolved',
  reopened: 'tl.comment.reopened',
  'deleted a comment': 'tl.comment.deleted',
};

const FILE_ACTIONS: Record<string, [ProductMessageKey, 'file' | 'folder']> = {
  uploaded: ['tl.file.uploaded', 'file'],
  moved: ['tl.file.moved', 'file'],
  deleted: ['tl.file.deleted', 'file'],
  'made the folder': ['tl.file.folderMade', 'folder'],
  'deleted the folder': ['tl.file.folderDeleted', 'folder'],
};

/** A share link's access as the server words it (sharing/service.ts `accessOf`). */
const ACCESS: Record<string, string> = { 'can view and comment': 'comment', 'view only': 'view' };

/** What 'Revision 2', 'Revision B', 'Callout 3' number, or null for another text. */
const numbered = (word: string, text: string | null) =>
  text?.startsWith(`${word} `) ? text.slice(word.length + 1) : null;

/** A spec revision's subject: '4 values changed, 1 tolerance changed, imported from x.xlsx'. */
const SPEC_CHANGES =
  /^(?:(\d+) values? changed)?(?:, )?(?:(\d+) tolerances? changed)?(?:, (?:imported from (.+)|from the (.+) fit session, size (.+)))?$/s;

function specChanges(subject: string, t: TimelineReaders['t']): string | null {
  const match = SPEC_CHANGES.exec(subject);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const [, values, tolerances, file, round, size] = match;
  const parts = [
    values !== undefined && t('tl.spec.values', { count: Number(values) }),
    tolerances !== undefined && t('tl.spec.tolerances', { count: Number(tolerances) }),
    file !== undefined && t('tl.spec.imported', { file }),
    round !== undefined && t('tl.spec.fromFit', { round, size: size ?? '' }),
  ].filter((part): part is string => typeof part === 'string');
  return parts.reduceRight((rest, first) => t('tl.list', { first, rest }));
}

/** A BOM's subject: '3 lines, 2 colourways'. */
const BOM_COUNTS = /^(\d+) lines?, (\d+) colourways?$/;

/** Anything this file cannot read back: the stored English words, as they are. */
const asStored = (entry: TimelineEntry): TimelineMessage =>
  entry.subject
    ? { key: 'tl.other', values: { action: entry.action, subject: entry.subject } }
    : { key: 'tl.otherBare', values: { action: entry.action } };

/**
 * What a timeline entry says, as a whole sentence of the reader's language with the actor as a
 * placeholder: the stored parts mapped to messages, the person's own words (a product's name, a
 * comment, a file's name) as written, and the dates an edit set written the reader's way.
 */
export function timelineMessage(entry: TimelineEntry, readers: TimelineReaders): TimelineMessage {
  const { t, formatDate } = readers;
  const { kind, action, field, subject } = entry;
  const stage = (label: string | null) => {
    const known = label ? STAGES.get(label) : undefined;
    return known ? readers.stageName(known) : (label ?? '');
  };

  if (kind === 'edit') {
    const dated = (text: string | null) => text?.replace(CALENDAR_DATES, formatDate) ?? null;
    const before = dated(entry.before);
    const after = dated(entry.after);
    const fieldKey = field ? FIELDS[field] : undefined;
    const name = fieldKey ? t(fieldKey) : (field ?? '');
    if (!before) return { key: 'tl.edit.set', values: { field: name, after: after ?? '' } };
    if (!after) return { key: 'tl.edit.cleared', values: { field: name, before } };
    return { key: 'tl.edit.changed', values: { field: name, before, after } };
  }
  if (kind === 'stage') {
    return {
      key: 'tl.stage.moved',
      values: { from: stage(entry.before), to: stage(entry.after) },
    };
  }
  if (kind === 'approval') {
    const values = { stage: stage(entry.after) };
    if (action === 'requested') return { key: 'tl.approval.requested', values };
    if (action === 'approved') return { key: 'tl.approval.approved', values };
    if (action === 'changes') {
      return subject
        ? { key: 'tl.approval.changes', values: { ...values, comment: subject } }
        : { key: 'tl.approval.changesBare', values };
    }
    return { key: 'tl.approval.cancelled', values };
  }
  if (kind === 'product') {
    if (action === 'duplicated')
      return { key: 'tl.duplicated', values: { product: subject ?? '' } };
    return { key: 'tl.created', values: {} };
  }
  if (kind === 'file') {
    if (action === 'renamed') {
      return {
        key: 'tl.file.renamed',
        values: { before: entry.before ?? '', after: entry.after ?? '' },
      };
    }
    if (action === 'added a version of') {
      const number = numbered('Version', entry.after);
      // A version nobody named is 'Version 2' (domain `defaultVersionLabel`); a label typed stays.
      const version =
        number && /^\d+$/.test(number)
          ? t('tl.file.versionNumber', { number: Number(number) })
          : (entry.after ?? '');
      return { key: 'tl.file.version', values: { file: subject ?? '', version } };
    }
    const known = FILE_ACTIONS[action];
    if (known) return { key: known[0], values: { [known[1]]: subject ?? '' } };
    return asStored(entry);
  }
  if (kind === 'comment') {
    const key = COMMENT_ACTIONS[action];
    return key ? { key, values: { text: subject ?? '' } } : asStored(entry);
  }
  if (kind === 'share') {
    if (action === 'made a share link' && subject && ACCESS[subject]) {
      return { key: 'tl.share.link', values: { access: ACCESS[subject] } };
    }
    if (action === 'shared by e-mail') {
      const match = subject ? /^(.*) \((can view and comment|view only)\)$/s.exec(subject) : null;
      if (match) {
        return { key: 'tl.share.email', values: { emails: match[1]!, access: ACCESS[match[2]!]! } };
      }
    }
    if (action === 'revoked a share link' && subject) {
      return ACCESS[subject]
        ? { key: 'tl.share.revokedLink', values: { access: ACCESS[subject] } }
        : { key: 'tl.share.revokedEmail', values: { email: subject } };
    }
    return asStored(entry);
  }
  if (kind === 'spec') {
    const revision = numbered('Revision', entry.after);
    if (revision === null) return asStored(entry);
    if (action === 'created') return { key: 'tl.spec.created', values: { revision } };
    const changes = subject ? specChanges(subject, t) : null;
    return { key: 'tl.spec.changed', values: { revision, changes: changes ?? subject ?? '' } };
  }
  if (kind === 'fit') {
    // The subject is '<round> fit session, size <size>' and, measured, ': 3 points recorded'.
    const round = entry.after ?? '';
    const prefix = `${round} fit session, size `;
    const rest = subject?.startsWith(prefix) ? subject.slice(prefix.length) : null;
    if (rest === null) return asStored(entry);
    if (action === 'opened') return { key: 'tl.fit.opened', values: { round, size: rest } };
    const measured = /^(.*): (\d+) points? recorded$/s.exec(rest);
    if (action === 'measured' && measured) {
      return {
        key: 'tl.fit.measured',
        values: { round, size: measured[1]!, count: Number(measured[2]) },
      };
    }
    return asStored(entry);
  }
  if (kind === 'bom') {
    const counts = subject ? BOM_COUNTS.exec(subject) : null;
    if (!counts) return asStored(entry);
    return {
      key: action === 'created' ? 'tl.bom.created' : 'tl.bom.changed',
      values: { lines: Number(counts[1]), colourways: Number(counts[2]) },
    };
  }
  if (kind === 'construction') {
    if (action === 'edited') return { key: 'tl.con.edited', values: {} };
    const number = numbered('Callout', action === 'added' ? entry.after : entry.before);
    if (number === null || (action !== 'added' && action !== 'deleted')) return asStored(entry);
    return {
      key: action === 'added' ? 'tl.con.added' : 'tl.con.deleted',
      values: { number, text: subject ?? '' },
    };
  }
  if (kind === 'techpack') {
    const letter = numbered('Revision', entry.after);
    if (letter === null) return asStored(entry);
    // A link to a factory (issue 46 §7): sent, opened (by the factory, under its name), revoked.
    if (action === 'sent')
      return { key: 'tl.tp.sent', values: { letter, recipient: subject ?? '' } };
    if (action === 'opened') return { key: 'tl.tp.opened', values: { letter } };
    if (action === 'revoked') {
      return { key: 'tl.tp.revoked', values: { letter, recipient: subject ?? '' } };
    }
    return subject
      ? { key: 'tl.tp.releasedNote', values: { letter, note: subject } }
      : { key: 'tl.tp.released', values: { letter } };
  }
  return asStored(entry);
}

/** The whole sentence as text, the actor's name (as the page shows it) in its place. */
export function timelineSentence(
  entry: TimelineEntry,
  readers: TimelineReaders,
  actor: string,
): string {
  const { key, values } = timelineMessage(entry, readers);
  return readers.t(key, { ...values, actor });
}
