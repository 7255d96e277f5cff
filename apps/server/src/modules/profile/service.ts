/** The signed-in user's own profile: read, update, onboarding answers, picture upload. */
import { messages } from '@atelier/domain';
import type { TUpdateProfileSchema, Questions } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError } from '../../platform/http/errors.ts';
import {
  findMedia,
  forgetMedia,
  personal,
  removeMediaFiles,
  uploadImage,
  type IncomingFile,
} from '../../platform/media/media.ts';
import { PROFILE_PICTURE } from '../../platform/media/upload.ts';
import { MEDIA_PREFIX } from '../../platform/storage/storage.ts';
import { transaction } from '../../platform/transaction.ts';
import { updateUser } from '../accounts/service.ts';
import { teamRolePermissions } from '../teams/service.ts';
import { presentUser } from '../accounts/presenter.ts';

const avatarFolder = (userId: string) => `avatars/${userId}/`;

/** userDetails with its teamRolePermissions (one query, from the teams service). */
async function userDetails(ctx: AppContext, user: UserRow) {
  return presentUser(user, ctx.storage, await teamRolePermissions(ctx.db, user.id));
}

export function getProfile(ctx: AppContext, user: UserRow) {
  return userDetails(ctx, user);
}

/**
 * Accepts the path auth/fileUpload returned (or its /media URL): only a picture the user uploaded
 * themselves, or the one they already have.
 */
async function pictureKey(ctx: AppContext, user: UserRow, value: string | null | undefined) {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const key = value.startsWith(MEDIA_PREFIX) ? value.slice(MEDIA_PREFIX.length) : value;
  if (key === user.profilePicture) return key;
  const media = key.startsWith(avatarFolder(user.id)) ? await findMedia(ctx.db, key) : undefined;
  if (media?.ownerId !== user.id) throw fieldError('profilePicture', messages.pictureNotFound);
  return key;
}

/** Saves the profile; a replaced picture's files go once the change has committed. */
export async function updateProfile(ctx: AppContext, user: UserRow, input: TUpdateProfileSchema) {
  const changes: Partial<UserRow> = {};
  const fields = ['firstName', 'lastName', 'jobTitle', 'phoneNumber', 'linkedinUrl'] as const;
  for (const field of fields) {
    const value = input[field];
    if (value !== undefined && value !== user[field]) changes[field] = value;
  }
  const picture = await pictureKey(ctx, user, input.profilePicture);
  if (picture !== undefined && picture !== user.profilePicture) changes.profilePicture = picture;

  if (Object.keys(changes).length === 0) {
    return { data: await userDetails(ctx, user), message: messages.personalSettingsUnchanged };
  }
  const replaced = changes.profilePicture !== undefined ? user.profilePicture : null;
  const updated = await transaction(ctx, async (tx) => {
    const row = await updateUser(tx, user.id, changes);
    if (replaced) await forgetMedia(tx, [replaced]);
    return row;
  });
  await removeMediaFiles(ctx.storage, [replaced]);
  return { data: await userDetails(ctx, updated), message: messages.userUpdated };
}

export async function updateQuestions(ctx: AppContext, user: UserRow, questions: Questions) {
  return userDetails(ctx, await updateUser(ctx.db, user.id, { questions }));
}

/**
 * Streams the picture into storage through the image pipeline (name and magic bytes checked,
 * derivatives queued); it becomes the profile picture when updateProfile is saved with its path.
 */
export async function uploadPicture(ctx: AppContext, user: UserRow, incoming: IncomingFile) {
  const upload = { folder: avatarFolder(user.id), ...incoming };
  const image = await uploadImage(ctx, upload, PROFILE_PICTURE, personal(user.id));
  return { path: image.path, url: await ctx.storage.url(image.path), fileName: incoming.fileName };
}
