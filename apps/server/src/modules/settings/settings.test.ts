import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  LANGUAGE_CODES,
} from '@atelier/domain';
import { mediaFiles, userSettings } from '../../db/schema/index.ts';
import { call, makeUser, multipartFile } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  uploads = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

/** What `generalSetting` answers someone who saved nothing. */
const ANSWER = { ...DEFAULT_GENERAL_SETTINGS, isLanguageChosen: false };

async function uploadLogo(token: string, name: string, content: Buffer) {
  const form = multipartFile('file', name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/general/logo',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const logoImage = () =>
  sharp({ create: { width: 1600, height: 400, channels: 4, background: '#00000000' } })
    .png()
    .toBuffer();
const onDisk = (url: string) => path.join(uploads, url.replace(/^\/media\//, ''));

describe('GET general/currency and general/language', () => {
  it('list the currencies with symbols, and the nine languages in their own names', async () => {
    const { token } = await makeUser(t);
    const currencies = await call(t, 'GET', 'general/currency', { token });
    expect(currencies.status).toBe(200);
    expect(currencies.body.data).toEqual(CURRENCIES);
    expect(currencies.body.data).toContainEqual({
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
      decimals: 2,
    });
    const languages = await call(t, 'GET', 'general/language', { token });
    expect(languages.body.data).toEqual([
      { code: 'en', name: 'English' },
      { code: 'zh-Hans', name: '简体中文' },
      { code: 'vi', name: 'Tiếng Việt' },
      { code: 'tr', name: 'Türkçe' },
      { code: 'pt', name: 'Português' },
      { code: 'it', name: 'Italiano' },
      { code: 'es', name: 'Español' },
      { code: 'fr', name: 'Français' },
      { code: 'de', name: 'Deutsch' },
    ]);
  });
});

describe('generalSetting', () => {
  it('answers the defaults until something is saved', async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'GET', 'generalSetting', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      firstDayOfWeek: 'Monday',
      dateFormat: 'dd-mm-yyyy',
      timeFormat: '24 Hour',
      decimalSeparator: 'dot',
      currency: 'USD',
      currencyPosition: 'Left',
      language: 'en',
      pageSize: 10,
      isLanguageChosen: false,
    });
  });

  it("saves changes, and says 'General settings are already updated.' when nothing changed", async () => {
    const { user, token } = await makeUser(t);
    const { language: _unchosen, ...defaults } = DEFAULT_GENERAL_SETTINGS;
    const unchanged = await call(t, 'PUT', 'generalSetting', { token, body: defaults });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.responseMessage).toBe('General settings are already updated.');
    expect(await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id))).toEqual(
      [],
    );

    const changes = {
      firstDayOfWeek: 'Sunday',
      dateFormat: 'mm-dd-yyyy',
      timeFormat: '12 Hour',
      decimalSeparator: 'comma',
      currency: 'EUR',
      currencyPosition: 'Right',
      pageSize: 50,
    };
    const saved = await call(t, 'PUT', 'generalSetting', { token, body: changes });
    expect(saved.body.responseMessage).toBe('General settings updated successfully.');
    expect(saved.body.data).toEqual({ ...ANSWER, ...changes });
    expect((await call(t, 'GET', 'generalSetting', { token })).body.data).toEqual(saved.body.data);

    const again = await call(t, 'PUT', 'generalSetting', { token, body: changes });
    expect(again.body.responseMessage).toBe('General settings are already updated.');
    // A field left out keeps its value.
    const one = await call(t, 'PUT', 'generalSetting', { token, body: { pageSize: 100 } });
    expect(one.body.responseMessage).toBe('General settings updated successfully.');
    expect(one.body.data).toEqual({ ...ANSWER, ...changes, pageSize: 100 });
    // Only mine.
    const other = await makeUser(t);
    expect((await call(t, 'GET', 'generalSetting', { token: other.token })).body.data).toEqual(
      ANSWER,
    );
  });

  it.each(LANGUAGE_CODES)('saves the language %s as a choice', async (language) => {
    const { user, token } = await makeUser(t);
    await call(t, 'PUT', 'generalSetting', { token, body: { pageSize: 50 } });
    // Other settings saved: still no language of their own, the browser's is shown.
    expect((await call(t, 'GET', 'generalSetting', { token })).body.data).toMatchObject({
      language: 'en',
      isLanguageChosen: false,
    });
    const res = await call(t, 'PUT', 'generalSetting', { token, body: { language } });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('General settings updated successfully.');
    expect(res.body.data).toEqual({ ...ANSWER, pageSize: 50, language, isLanguageChosen: true });
    const [row] = await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(row!.general).toMatchObject({ language });
    expect((await call(t, 'GET', 'generalSetting', { token })).body.data).toEqual(res.body.data);
  });

  it('takes English sent by someone who never chose as their choice', async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'PUT', 'generalSetting', { token, body: { language: 'en' } });
    expect(res.body.responseMessage).toBe('General settings updated successfully.');
    expect(res.body.data).toEqual({ ...ANSWER, isLanguageChosen: true });
    const again = await call(t, 'PUT', 'generalSetting', { token, body: { language: 'en' } });
    expect(again.body.responseMessage).toBe('General settings are already updated.');
  });

  it.each([
    [{ firstDayOfWeek: 'Someday' }, 'firstDayOfWeek', 'Please choose the first day of the week.'],
    [{ dateFormat: 'yyyy/mm/dd' }, 'dateFormat', 'Please choose a date format.'],
    [{ timeFormat: '36 Hour' }, 'timeFormat', 'Please choose a time format.'],
    [{ decimalSeparator: 'space' }, 'decimalSeparator', 'Please choose a decimal separator.'],
    [{ currency: 'BTC' }, 'currency', 'Please choose a currency.'],
    [
      { currencyPosition: 'Top' },
      'currencyPosition',
      'Please choose where the currency symbol goes.',
    ],
    [{ language: 'nl' }, 'language', 'Please choose a language.'],
    [{ language: 'zh-CN' }, 'language', 'Please choose a language.'],
    [{ pageSize: 20 }, 'pageSize', 'Page size must be 10, 50 or 100.'],
  ])('refuses %j with its text and changes nothing', async (body, field, message) => {
    const { user, token } = await makeUser(t);
    const res = await call(t, 'PUT', 'generalSetting', {
      token,
      // A valid change beside the invalid one is not saved either.
      body: { timeFormat: '12 Hour', ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toMatchObject([{ field, message }]);
    expect(await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id))).toEqual(
      [],
    );
  });

  it('reads a stored value that is no longer valid as its default', async () => {
    const { user, token } = await makeUser(t);
    await t.db.insert(userSettings).values({
      userId: user.id,
      general: { dateFormat: 'dd.mm.yy' as never, currency: 'GBP' },
    });
    expect((await call(t, 'GET', 'generalSetting', { token })).body.data).toEqual({
      ...ANSWER,
      currency: 'GBP',
    });
  });
});

describe('emailSetting', () => {
  it("answers defaults, saves changes and says 'Email settings are already updated.'", async () => {
    const { token } = await makeUser(t);
    const read = await call(t, 'GET', 'emailSetting', { token });
    expect(read.body.data).toEqual({
      digestFrequency: 'none',
      productUpdates: true,
      marketing: false,
      signature: '',
    });
    const unchanged = await call(t, 'PUT', 'emailSetting', { token, body: read.body.data });
    expect(unchanged.body.responseMessage).toBe('Email settings are already updated.');
    const saved = await call(t, 'PUT', 'emailSetting', {
      token,
      body: { digestFrequency: 'weekly', marketing: true, signature: '  Ada, Atelier  ' },
    });
    expect(saved.body.responseMessage).toBe('Email settings updated successfully.');
    expect(saved.body.data).toEqual({
      ...DEFAULT_EMAIL_SETTINGS,
      digestFrequency: 'weekly',
      marketing: true,
      signature: 'Ada, Atelier',
    });
    const same = await call(t, 'PUT', 'emailSetting', {
      token,
      body: { signature: 'Ada, Atelier' },
    });
    expect(same.body.responseMessage).toBe('Email settings are already updated.');
  });

  it.each([
    [
      { digestFrequency: 'hourly' },
      'digestFrequency',
      'Please choose how often to receive the digest.',
    ],
    [{ marketing: 'yes' }, 'marketing', 'Please choose on or off.'],
    [{ productUpdates: null }, 'productUpdates', 'Please choose on or off.'],
    [{ signature: 's'.repeat(501) }, 'signature', 'Signature should not increase 500 characters'],
  ])('refuses %j with its text', async (body, field, message) => {
    const { token } = await makeUser(t);
    const res = await call(t, 'PUT', 'emailSetting', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toMatchObject([{ field, message }]);
  });
});

describe('general (company settings)', () => {
  it('answers empty defaults, saves changes and says when nothing changed', async () => {
    const { token } = await makeUser(t);
    const read = await call(t, 'GET', 'general', { token });
    expect(read.body.data).toEqual({
      companyName: '',
      logo: null,
      address: '',
      website: '',
      industry: '',
    });
    const unchanged = await call(t, 'PUT', 'general', { token, body: { companyName: '' } });
    expect(unchanged.body.responseMessage).toBe('General settings are already updated.');

    const saved = await call(t, 'PUT', 'general', {
      token,
      body: {
        companyName: ' Maison Lumière ',
        address: '12 Rue du Faubourg, Paris',
        website: 'maison-lumiere.example',
        industry: 'Fashion & apparel',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.responseMessage).toBe('Company settings updated successfully.');
    expect(saved.body.data).toEqual({
      companyName: 'Maison Lumière',
      logo: null,
      address: '12 Rue du Faubourg, Paris',
      website: 'https://maison-lumiere.example',
      industry: 'Fashion & apparel',
    });
    const same = await call(t, 'PUT', 'general', {
      token,
      body: { website: 'https://maison-lumiere.example', companyName: 'Maison Lumière' },
    });
    expect(same.body.responseMessage).toBe('General settings are already updated.');
    const cleared = await call(t, 'PUT', 'general', { token, body: { industry: '' } });
    expect(cleared.body.data.industry).toBe('');
  });

  it.each([
    [
      { companyName: 'c'.repeat(101) },
      'companyName',
      'Company name should not increase 100 characters',
    ],
    [{ address: 'a'.repeat(501) }, 'address', 'Address should not increase 500 characters'],
    [{ website: 'not a website' }, 'website', 'Website url is incorrect.'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Website url is incorrect.'],
    [{ industry: 'Space travel' }, 'industry', 'Please choose an industry.'],
    [{ logo: 'logos/someone-else/x.png' }, 'logo', 'Please upload the logo first.'],
  ])('refuses %j with its text', async (body, field, message) => {
    const { token } = await makeUser(t);
    const res = await call(t, 'PUT', 'general', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toMatchObject([{ field, message }]);
  });

  it('takes a logo uploaded by the user, with WebP derivatives, and removes a replaced one', async () => {
    const { token } = await makeUser(t);
    const uploaded = await uploadLogo(token, 'logo.png', await logoImage());
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.responseMessage).toBe('Logo uploaded successfully.');
    expect(uploaded.body.data).toMatchObject({ status: 'pending', thumbnailUrl: null });
    // Not the logo until saved.
    expect((await call(t, 'GET', 'general', { token })).body.data.logo).toBeNull();

    const saved = await call(t, 'PUT', 'general', {
      token,
      body: { logo: uploaded.body.data.url },
    });
    expect(saved.body.responseMessage).toBe('Company settings updated successfully.');
    expect(saved.body.data.logo).toMatchObject({ path: uploaded.body.data.path });
    await t.deliver();
    const ready = (await call(t, 'GET', 'general', { token })).body.data.logo;
    expect(ready.status).toBe('ready');
    const preview = await sharp(await readFile(onDisk(ready.previewUrl))).metadata();
    expect(preview).toMatchObject({ format: 'webp', width: 1280, height: 320 });
    const thumbnail = await sharp(await readFile(onDisk(ready.thumbnailUrl))).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 80 });

    const same = await call(t, 'PUT', 'general', { token, body: { logo: ready.path } });
    expect(same.body.responseMessage).toBe('General settings are already updated.');

    const second = await uploadLogo(
      token,
      'logo.jpg',
      await sharp(await logoImage())
        .jpeg()
        .toBuffer(),
    );
    await call(t, 'PUT', 'general', { token, body: { logo: second.body.data.path } });
    for (const url of [ready.url, ready.thumbnailUrl, ready.previewUrl]) {
      expect(existsSync(onDisk(url)), url).toBe(false);
    }
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, ready.path))).toEqual([]);

    const removed = await call(t, 'PUT', 'general', { token, body: { logo: null } });
    expect(removed.body.data.logo).toBeNull();
    expect(existsSync(onDisk(second.body.data.url))).toBe(false);
  });

  it("refuses another user's logo and files that are not JPG, PNG or WebP images", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const uploaded = await uploadLogo(a.token, 'logo.png', await logoImage());
    const stolen = await call(t, 'PUT', 'general', {
      token: b.token,
      body: { logo: uploaded.body.data.path },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.responseMessage).toBe('Please upload the logo first.');
    const traversal = await call(t, 'PUT', 'general', {
      token: b.token,
      body: { logo: `logos/${b.user.id}/../${a.user.id}/x.png` },
    });
    expect(traversal.status).toBe(400);

    const svg = await uploadLogo(
      a.token,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.status).toBe(400);
    expect(svg.body.responseMessage).toBe('Please upload a JPG, PNG or WebP image.');
    const fake = await uploadLogo(a.token, 'logo.png', Buffer.from('GIF89a not really'));
    expect(fake.status).toBe(400);
    expect(fake.body.responseMessage).toBe('The file content does not match its extension.');
  });
});

describe('the OpenAPI document', () => {
  it('lists every settings route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [method, route] of [
      ['get', '/api/v1/general'],
      ['put', '/api/v1/general'],
      ['post', '/api/v1/general/logo'],
      ['get', '/api/v1/general/currency'],
      ['get', '/api/v1/general/language'],
      ['get', '/api/v1/emailSetting'],
      ['put', '/api/v1/emailSetting'],
      ['get', '/api/v1/generalSetting'],
      ['put', '/api/v1/generalSetting'],
    ] as const) {
      expect(doc.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    }
  });
});
