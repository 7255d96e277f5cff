/**
 * Settings of the signed-in user (issue 5): the company profile (`general`, with its logo), e-mail
 * settings (`emailSetting`) and general settings (`generalSetting`: week, date, time and number
 * formats, currency, language, page size), plus the currency and language lists. Saving what is
 * already stored changes nothing and says so.
 */
import { isDeepStrictEqual } from 'node:util';
import { CURRENCIES, DEFAULT_GENERAL_SETTINGS, LANGUAGES, messages } from '@atelier/domain';
import type {
  DateFormat,
  LanguageCode,
  TUpdateCompanySettingsSchema,
  TUpdateEmailSettingsSchema,
  TUpdateGeneralSettingsSchema,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { StoredCompany, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError } from '../../platform/http/errors.ts';
import {
  forgetMedia,
  personal,
  presentMedia,
  removeMediaFiles,
  uploadImage,
  type IncomingFile,
} from '../../platform/media/media.ts';
import { MEDIA_IMAGE } from '../../platform/media/upload.ts';
import { MEDIA_PREFIX } from '../../platform/storage/storage.ts';
import { transaction } from '../../platform/transaction.ts';
import {
  presentCompany,
  presentGeneral,
  readCompany,
  readEmail,
  readGeneral,
} from './presenter.ts';
import { findOwnMedia, findSettings, saveGroups } from './queries.ts';

/** The fields a form sent (JSON has no undefined, but partial schemas may leave keys out). */
function sent<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

const logoFolder = (userId: string) => `logos/${userId}/`;

// ---------------------------------------------------------------- company (`general`)

export async function getCompany(ctx: AppContext, user: UserRow) {
  const row = await findSettings(ctx.db, user.id);
  const logo = row?.settings.companyLogo;
  return presentCompany(
    readCompany(row?.settings.company),
    logo ? { path: logo, status: row.logoStatus } : null,
    ctx.storage,
  );
}

/** A logo path (or its /media URL) from `general/logo`; only the user's own uploads. */
async function ownLogo(executor: Executor, userId: string, value: string) {
  const path = value.startsWith(MEDIA_PREFIX) ? value.slice(MEDIA_PREFIX.length) : value;
  const media =
    path.startsWith(logoFolder(userId)) && !path.includes('..')
      ? await findOwnMedia(executor, path, userId)
      : undefined;
  if (!media) throw fieldError('logo', messages.logoNotFound);
  return media.path;
}

/**
 * Saves the company profile; `logo` is a path from `general/logo`, null removes it, left out
 * keeps it. A replaced logo's files go once the change has committed.
 */
export async function updateCompany(
  ctx: AppContext,
  user: UserRow,
  input: TUpdateCompanySettingsSchema,
) {
  const { message, replaced } = await transaction(ctx, async (tx) => {
    const row = await findSettings(tx, user.id, true);
    const current = readCompany(row?.settings.company);
    const { logo: logoInput, ...fields } = sent(input);
    const next: StoredCompany = { ...current, ...(fields as Partial<StoredCompany>) };
    const previous = row?.settings.companyLogo ?? null;
    const logo =
      logoInput === undefined
        ? previous
        : logoInput === null || logoInput === ''
          ? null
          : await ownLogo(tx, user.id, logoInput);
    if (isDeepStrictEqual(next, current) && logo === previous) {
      return { message: messages.generalSettingsUnchanged, replaced: null };
    }
    await saveGroups(tx, user.id, { company: next, companyLogo: logo });
    if (previous && previous !== logo) await forgetMedia(tx, [previous]);
    return {
      message: messages.companySettingsUpdated,
      replaced: previous !== logo ? previous : null,
    };
  });
  await removeMediaFiles(ctx.storage, [replaced]);
  return { data: await getCompany(ctx, user), message };
}

/**
 * Stores a logo image and queues its derivatives; it becomes the company logo when `general` is
 * saved with its path.
 */
export async function uploadLogo(ctx: AppContext, user: UserRow, incoming: IncomingFile) {
  const upload = { folder: logoFolder(user.id), ...incoming };
  const image = await uploadImage(ctx, upload, MEDIA_IMAGE, personal(user.id));
  return (await presentMedia(ctx.storage, { path: image.path, status: 'pending' }))!;
}

// ---------------------------------------------------------------- e-mail and general

export async function getEmailSettings(ctx: AppContext, user: UserRow) {
  return readEmail((await findSettings(ctx.db, user.id))?.settings.email);
}

export async function updateEmailSettings(
  ctx: AppContext,
  user: UserRow,
  input: TUpdateEmailSettingsSchema,
) {
  return transaction(ctx, async (tx) => {
    const current = readEmail((await findSettings(tx, user.id, true))?.settings.email);
    const next = { ...current, ...sent(input) };
    if (isDeepStrictEqual(next, current)) {
      return { data: current, message: messages.emailSettingsUnchanged };
    }
    await saveGroups(tx, user.id, { email: next });
    return { data: next, message: messages.emailSettingsUpdated };
  });
}

export async function getGeneralSettings(ctx: AppContext, user: UserRow) {
  return presentGeneral((await findSettings(ctx.db, user.id))?.settings.general);
}

/** How a member writes dates, for what Atelier writes on their behalf (a line sheet, its link). */
export async function dateFormatOf(ctx: AppContext, userId: string | null): Promise<DateFormat> {
  if (!userId) return DEFAULT_GENERAL_SETTINGS.dateFormat;
  return readGeneral((await findSettings(ctx.db, userId))?.settings.general).dateFormat;
}

/**
 * The language Atelier writes to a person in (their e-mails): theirs if chosen, else English.
 * Takes the caller's transaction, where the e-mail is queued.
 */
export async function languageOf(executor: Executor, userId: string): Promise<LanguageCode> {
  return readGeneral((await findSettings(executor, userId))?.settings.general).language;
}

/**
 * A language is stored only once the person sends one, so that until then the web app can follow
 * their browser (`isLanguageChosen`); the other fields are stored whole, as before.
 */
export async function updateGeneralSettings(
  ctx: AppContext,
  user: UserRow,
  input: TUpdateGeneralSettingsSchema,
) {
  return transaction(ctx, async (tx) => {
    const stored = (await findSettings(tx, user.id, true))?.settings.general;
    const current = presentGeneral(stored);
    const changes = sent(input);
    const next = {
      ...current,
      ...changes,
      isLanguageChosen: current.isLanguageChosen || changes.language !== undefined,
    };
    if (isDeepStrictEqual(next, current)) {
      return { data: current, message: messages.generalSettingsUnchanged };
    }
    const { isLanguageChosen, language, ...rest } = next;
    await saveGroups(tx, user.id, { general: isLanguageChosen ? { ...rest, language } : rest });
    return { data: next, message: messages.generalSettingsUpdated };
  });
}

// ---------------------------------------------------------------- lists

export const currencies = () => CURRENCIES;
export const languages = () => LANGUAGES;
