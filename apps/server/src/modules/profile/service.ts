/** The signed-in user's own profile: read, update, onboarding answers, picture upload. */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeStream } from 'file-type/node';
import { fileExtension, messages, PROFILE_PICTURE_EXTENSIONS } from '@atelier/domain';
import type { TUpdateProfileSchema, Questions } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError } from '../../platform/http/errors.ts';
import { MEDIA_PREFIX } from '../../platform/storage/storage.ts';
import { updateUser } from '../auth/queries.ts';
import { teamRolePermissions } from '../teams/service.ts';
import { presentUser } from './presenter.ts';

const PICTURE_MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const avatarFolder = (userId: string) => `avatars/${userId}/`;

/** userDetails with its teamRolePermissions (one query, from the teams service). */
async function userDetails(ctx: AppContext, user: UserRow) {
  return presentUser(user, ctx.storage, await teamRolePermissions(ctx.db, user.id));
}

export function getProfile(ctx: AppContext, user: UserRow) {
  return userDetails(ctx, user);
}

/** Accepts the path auth/fileUpload returned (or its /media URL); only the user's own files. */
async function pictureKey(ctx: AppContext, userId: string, value: string | null | undefined) {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const key = value.startsWith(MEDIA_PREFIX) ? value.slice(MEDIA_PREFIX.length) : value;
  if (
    !key.startsWith(avatarFolder(userId)) ||
    key.includes('..') ||
    !(await ctx.storage.exists(key))
  ) {
    throw fieldError('profilePicture', messages.pictureNotFound);
  }
  return key;
}

export async function updateProfile(ctx: AppContext, user: UserRow, input: TUpdateProfileSchema) {
  const changes: Partial<UserRow> = {};
  const fields = ['firstName', 'lastName', 'jobTitle', 'phoneNumber', 'linkedinUrl'] as const;
  for (const field of fields) {
    const value = input[field];
    if (value !== undefined && value !== user[field]) changes[field] = value;
  }
  const picture = await pictureKey(ctx, user.id, input.profilePicture);
  if (picture !== undefined && picture !== user.profilePicture) changes.profilePicture = picture;

  if (Object.keys(changes).length === 0) {
    return { user: await userDetails(ctx, user), message: messages.personalSettingsUnchanged };
  }
  const updated = await updateUser(ctx.db, user.id, changes);
  return { user: await userDetails(ctx, updated), message: messages.userUpdated };
}

export async function updateQuestions(ctx: AppContext, user: UserRow, questions: Questions) {
  return userDetails(ctx, await updateUser(ctx.db, user.id, { questions }));
}

/** Streams the picture into storage after checking its name and its magic bytes agree. */
export async function uploadPicture(
  ctx: AppContext,
  user: UserRow,
  fileName: string,
  body: Readable & { truncated?: boolean },
) {
  const ext = fileExtension(fileName).toLowerCase();
  if (!(PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(ext)) {
    throw fieldError('file', messages.profilePictureType);
  }
  const sniffed = await fileTypeStream(body);
  if (sniffed.fileType?.mime !== PICTURE_MIME[ext]) {
    sniffed.destroy();
    body.resume();
    throw fieldError('file', messages.fileContentMismatch);
  }
  const key = `${avatarFolder(user.id)}${randomUUID()}.${ext}`;
  await ctx.storage.save(key, sniffed);
  if (body.truncated) {
    await ctx.storage.remove(key);
    throw badRequest(messages.profilePictureTooLarge, [
      { field: 'file', message: messages.profilePictureTooLarge },
    ]);
  }
  return { path: key, url: await ctx.storage.url(key), fileName };
}
