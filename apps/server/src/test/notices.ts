/**
 * Checks of the notices a module records (issue 47 §4): each row of a kind carries one, and the
 * English catalogue writes it as the row's English `message`, word for word, so a reader in
 * English sees what they saw before notices existed.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZNotice } from '@atelier/domain';
import type { LanguageCode, NotificationKey } from '@atelier/domain';
import { notifications } from '../db/schema/index.ts';
import { mailTexts } from '../platform/mail/i18n.ts';
import type { TestApp } from './test-app.ts';

/** The notices of every `key` row in the test's database, once each is checked against English. */
export async function expectNoticesInEnglish(t: TestApp, key: NotificationKey) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.key, key));
  expect(rows.length).toBeGreaterThan(0);
  const english = mailTexts('en');
  return rows.map((row) => {
    const notice = ZNotice.parse(row.payload.notice);
    expect(english(`notice.${notice.key}`, notice.values)).toBe(row.message);
    return notice;
  });
}

/** A notice as the e-mail writes it in `language`. */
export const noticeIn = (language: LanguageCode, notice: ReturnType<typeof ZNotice.parse>) =>
  mailTexts(language)(`notice.${notice.key}`, notice.values);
