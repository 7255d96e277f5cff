/**
 * Presence (issue 48 §4): who else is on a product, its images or its spec sheet right now, the
 * spec cell they are editing and the thread they are typing in. It is a passing signal, never
 * stored: each socket says where it is, the server checks the product's policy and tells the
 * product's other watchers (decisions.md, Presence).
 */
import { z } from 'zod';

/** How often a socket says it is still there; a watcher not heard of for 2.5 of these is gone. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_EXPIRY_MS = 50_000;

const zId = z.uuid();

/** Where on the product: its page, one of its images, or its spec sheet. */
export const ZPresencePlace = z.union([
  z.literal('product'),
  z.literal('spec'),
  z.object({ image: zId }).strict(),
]);
export type PresencePlace = z.infer<typeof ZPresencePlace>;

/** One cell of the spec grid: a point of measure in a size. */
export const ZPresenceCell = z.object({ pomId: zId, size: z.string().trim().min(1).max(20) });
export type PresenceCell = z.infer<typeof ZPresenceCell>;

/**
 * The thread someone is writing in: a reply to `thread` (a comment id), or a new thread (null) of
 * the product or of the image `image`. `shared` says the thread is one the product's suppliers
 * read, the only typing they are told of.
 */
export const ZPresenceTyping = z
  .object({ thread: zId.nullable(), image: zId.nullable(), shared: z.boolean() })
  .strict();
export type PresenceTyping = z.infer<typeof ZPresenceTyping>;

/** A socket's `presence`: where it is now (sent on each change and as a heartbeat). */
export const ZPresenceInput = z
  .object({
    productId: zId,
    place: ZPresencePlace,
    cell: ZPresenceCell.nullable().default(null),
    typing: ZPresenceTyping.nullable().default(null),
  })
  .strict();
export type PresenceInput = z.input<typeof ZPresenceInput>;
export type PresenceState = z.output<typeof ZPresenceInput>;

/** A socket's `presenceLeave`: it left the product (its page closed or moved on). */
export const ZPresenceLeaveInput = z.object({ productId: zId }).strict();
export type PresenceLeaveInput = z.infer<typeof ZPresenceLeaveInput>;

/** One watcher: one socket (a person with two tabs is two entries, shown as one avatar). */
export interface PresenceEntry {
  /** The socket's key: entries of one socket replace each other, the higher `seq` winning. */
  key: string;
  seq: number;
  /**
   * `profilePicture`: the link to the person's profile picture (public, like the header's), null
   * when they have none; the avatar shows the initials then, or when the link fails to load.
   */
  user: { _id: string; name: string; initials: string; profilePicture: string | null };
  place: PresencePlace;
  cell: PresenceCell | null;
  typing: PresenceTyping | null;
}

/**
 * What a product's watchers hear: `here` entries to add or replace (`full`: the whole list as a
 * newcomer's first answer), `gone` keys that left, `alive` keys still there (the heartbeat), and
 * `left` when the listener itself is no longer there (removed from the team): forget everyone.
 */
export interface PresenceUpdate {
  productId: string;
  here?: PresenceEntry[];
  full?: boolean;
  gone?: string[];
  alive?: string[];
  left?: boolean;
}

/** Up to two letters of a name, for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}
