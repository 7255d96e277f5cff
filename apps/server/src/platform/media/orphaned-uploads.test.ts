import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivativePaths } from '@atelier/domain';
import { fabrics, jobs, mediaFiles, userSettings, users } from '../../db/schema/index.ts';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An upload as the pipeline leaves it: the row, the original and both derivatives. */
async function upload(ownerId: string, name: string, hoursAgo: number) {
  const path = `uploads-test/${ownerId}/${name}.png`;
  const { thumbnail, preview } = derivativePaths(path);
  for (const key of [path, thumbnail, preview]) {
    await t.app.ctx.storage.save(key, Readable.from([Buffer.from('image')]));
  }
  await t.db.insert(mediaFiles).values({
    path,
    contentType: 'image/png',
    bytes: 5,
    status: 'ready',
    ownerId,
    createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
  });
  return path;
}

async function storedFilesOf(path: string) {
  const { thumbnail, preview } = derivativePaths(path);
  return Promise.all([path, thumbnail, preview].map((key) => t.app.ctx.storage.exists(key)));
}

describe('the orphaned-uploads sweep', () => {
  it('removes uploads nothing holds a day on, with their files, and keeps attached and recent ones', async () => {
    const owner = await makeUser(t);
    const { id } = owner.user;
    const orphan = await upload(id, 'never-saved', 25);
    const recent = await upload(id, 'saved-soon', 23);
    const picture = await upload(id, 'picture', 48);
    const logo = await upload(id, 'logo', 48);
    const swatch = await upload(id, 'swatch', 48);

    await t.db.update(users).set({ profilePicture: picture }).where(eq(users.id, id));
    await t.db.insert(userSettings).values({ userId: id, companyLogo: logo });
    const team = await makeTeam(t, owner);
    const fabric = await call(t, 'POST', 'fabric', {
      token: owner.token,
      body: { teamId: team._id, name: 'Poplin' },
    });
    await t.db
      .update(fabrics)
      .set({ swatchPath: swatch })
      .where(eq(fabrics.id, fabric.body.data._id as string));

    await t.app.ctx.jobs.recordSweeps();
    await t.app.ctx.jobs.drain();

    const rows = await t.db
      .select({ path: mediaFiles.path })
      .from(mediaFiles)
      .where(inArray(mediaFiles.path, [orphan, recent, picture, logo, swatch]));
    expect(rows.map((row) => row.path).sort()).toEqual([logo, picture, recent, swatch].sort());
    expect(await storedFilesOf(orphan)).toEqual([false, false, false]);
    for (const kept of [recent, picture, logo, swatch]) {
      expect(await storedFilesOf(kept)).toEqual([true, true, true]);
    }
    const [removal] = await t.db.select().from(jobs).where(eq(jobs.kind, 'media.remove-files'));
    expect(removal).toMatchObject({ status: 'done', payload: { paths: [orphan] } });
  });
});
