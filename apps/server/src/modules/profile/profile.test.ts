import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivativePaths, messages } from '@atelier/domain';
import { mediaFiles } from '../../db/schema/index.ts';
import { call, makeUser, multipartFile, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (token: string, fileName: string, content: Buffer, mime?: string) => {
  const { payload, headers } = multipartFile('file', fileName, content, mime);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
};

describe('GET auth/getProfile', () => {
  it('answers 401 without a token', async () => {
    const res = await call(t, 'GET', 'auth/getProfile');
    expect(res.status).toBe(401);
    expect(res.body.responseMessage).toBe('invalid token');
  });
});

describe('PUT auth/updateProfile', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'King',
    jobTitle: 'Head of Design',
    phoneNumber: '+44 20 7946 0958',
    linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
  };

  it.each([
    [{ linkedinUrl: 'https://example.com/ada' }, 'linkedinUrl', messages.linkedinIncorrect],
    [{ phoneNumber: '12' }, 'phoneNumber', messages.phoneInvalid],
    [{ firstName: ' ' }, 'firstName', messages.firstNameRequired],
    [{ jobTitle: 'x'.repeat(201) }, 'jobTitle', messages.textTooLong],
    // SPEC §5: a job title is required.
    [{ jobTitle: '  ' }, 'jobTitle', 'Job title is required.'],
  ])('refuses %o with its text and changes nothing', async (override, field, message) => {
    const { token } = await makeUser(t);
    const res = await call(t, 'PUT', 'auth/updateProfile', {
      token,
      body: { ...valid, ...override },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    const profile = await call(t, 'GET', 'auth/getProfile', { token });
    expect(profile.body.data.jobTitle).toBe('');
  });

  it('saves the profile, then says an unchanged save is already updated', async () => {
    const { token } = await makeUser(t);
    const saved = await call(t, 'PUT', 'auth/updateProfile', { token, body: valid });
    expect(saved.status).toBe(200);
    expect(saved.body.responseMessage).toBe(messages.userUpdated);
    expect(saved.body.data).toMatchObject(valid);
    const again = await call(t, 'PUT', 'auth/updateProfile', { token, body: valid });
    expect(again.body.responseMessage).toBe(messages.personalSettingsUnchanged);
  });
});

describe('POST auth/fileUpload and the profile picture', () => {
  it('stores a picture, serves it safely, and sets it on the profile', async () => {
    const { token, user } = await makeUser(t);
    const res = await upload(token, 'me.png', PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const { path, url } = res.json().data;
    expect(path).toMatch(new RegExp(`^avatars/${user.id}/[0-9a-f-]+\\.png$`));
    expect(url).toBe(`/media/${path}`);

    const media = await t.app.inject({ method: 'GET', url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.rawPayload.equals(PNG)).toBe(true);

    const saved = await call(t, 'PUT', 'auth/updateProfile', {
      token,
      body: { firstName: 'Ada', profilePicture: path },
    });
    expect(saved.body.data.profilePicture).toBe(url);
    const removed = await call(t, 'PUT', 'auth/updateProfile', {
      token,
      body: { firstName: 'Ada', profilePicture: null },
    });
    expect(removed.body.data.profilePicture).toBeNull();
  });

  it('goes through the image pipeline: a row of its own, derivatives, and replaced files removed', async () => {
    const { token, user } = await makeUser(t);
    const gif = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#7A1F4E' },
    })
      .gif()
      .toBuffer();
    const first = (await upload(token, 'me.gif', gif)).json().data.path as string;
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, first));
    expect(row).toMatchObject({ ownerId: user.id, teamId: null, contentType: 'image/gif' });
    await t.deliver();
    const onDisk = (key: string) => path.join(t.config.dataDir, 'uploads', key);
    const { thumbnail, preview } = derivativePaths(first);
    expect(await sharp(onDisk(thumbnail)).metadata()).toMatchObject({ format: 'webp', width: 320 });
    expect(await sharp(onDisk(preview)).metadata()).toMatchObject({ format: 'webp', width: 600 });
    await call(t, 'PUT', 'auth/updateProfile', {
      token,
      body: { firstName: 'Ada', profilePicture: first },
    });

    const second = (await upload(token, 'me.png', PNG)).json().data.path as string;
    const saved = await call(t, 'PUT', 'auth/updateProfile', {
      token,
      body: { firstName: 'Ada', profilePicture: second },
    });
    expect(saved.body.data.profilePicture).toBe(`/media/${second}`);
    expect([first, thumbnail, preview].filter((key) => existsSync(onDisk(key)))).toEqual([]);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, first))).toEqual([]);
  });

  it('refuses a file whose content is not what its name says', async () => {
    const { token } = await makeUser(t);
    const res = await upload(token, 'me.png', Buffer.from('<script>alert(1)</script>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toBe(messages.fileContentMismatch);
  });

  it('refuses types a profile picture cannot be', async () => {
    const { token } = await makeUser(t);
    const res = await upload(token, 'me.svg', Buffer.from('<svg/>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toBe(messages.profilePictureType);
  });

  it('refuses a request without a file', async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'POST', 'auth/fileUpload', { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.fileRequired);
  });

  it("refuses someone else's picture", async () => {
    const owner = await makeUser(t);
    const path = (await upload(owner.token, 'me.png', PNG)).json().data.path;
    const { token } = await makeUser(t);
    const res = await call(t, 'PUT', 'auth/updateProfile', {
      token,
      body: { firstName: 'Eve', profilePicture: path },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.pictureNotFound);
  });
});

describe('PUT auth/updateQuestions', () => {
  it('stores the onboarding answers', async () => {
    const { token } = await makeUser(t);
    const body = {
      role: 'Fashion designer',
      teamSize: '2-5',
      goals: ['Share designs with my team'],
    };
    const res = await call(t, 'PUT', 'auth/updateQuestions', { token, body });
    expect(res.status).toBe(200);
    expect(res.body.data.questions).toEqual(body);
  });

  it('refuses an answer that is not offered', async () => {
    const { token } = await makeUser(t);
    const res = await call(t, 'PUT', 'auth/updateQuestions', {
      token,
      body: { role: 'Astronaut', teamSize: '2-5' },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('Please choose your role.');
  });
});
