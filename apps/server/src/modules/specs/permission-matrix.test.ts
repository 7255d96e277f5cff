import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentEndpoints,
  constructionEndpoints,
  fitEndpoints,
  messages,
  PERMISSION_KEYS,
  sampleEndpoints,
  specEndpoints,
  pomEndpoints,
  productEndpoints,
  sizeRangeEndpoints,
  techpackEndpoints,
} from '@atelier/domain';
import type { PermissionKey } from '@atelier/domain';
import {
  commentTranslations,
  constructionCallouts,
  fitEntries,
  fitPhotos,
  fitSessions,
  notifications,
  poms,
  productConstruction,
  productEvents,
  productItems,
  productSpecRevisions,
  productSpecRows,
  productSpecs,
  sampleRequests,
  sizeRanges,
  techpackRevisions,
} from '../../db/schema/index.ts';
import {
  addMember,
  call,
  joinSupplier,
  makeSupplier,
  makeTeam,
  makeUser,
  multipartFile,
  multipartForm,
  PNG,
} from '../../test/factories.ts';
import { startFakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ACTOR_KINDS, PATHS_ONLY, PERMISSION_MATRIX, supplierStatus } from './permission-matrix.ts';
import type { ActorKind, MatrixIds, MatrixRoute } from './permission-matrix.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  // An AI provider, so a comment's translation is offered: the matrix checks who may ask for it
  // (without one, everyone allowed would read 400, translation.test.ts).
  fake = await startFakeOpenAi(() => ({ content: 'Merci de confirmer la teinte du lin.' }));
  t = await createTestApp({ AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/**
 * A team whose library was seeded, with a point of its own, a product whose sheet is saved, an
 * image among its files and a fit session of it with a revised value; two suppliers assigned the
 * product, a sample request to the first one and a shared comment.
 */
async function scenario(route: MatrixRoute, kind: ActorKind) {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const library = await call(t, 'GET', `pom?teamId=${team._id}`, { token: owner.token });
  expect(library.status).toBe(200);
  const added = await call(t, 'POST', 'pom', {
    token: owner.token,
    body: {
      teamId: team._id,
      code: 'X1',
      name: 'Placket length',
      howToMeasure: 'From the neck seam to the bottom of the placket.',
      tolerance: { minus: 0.5, plus: 0.5 },
    },
  });
  expect(added.status).toBe(201);
  const sheetPomId = library.body.data[0]._id as string;
  // One starter point deleted, so putting the starter library back changes something.
  const deleted = library.body.data[1]._id as string;
  expect((await call(t, 'DELETE', `pom/${deleted}`, { token: owner.token })).status).toBe(200);
  const product = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Oxford shirt' },
  });
  const productId = product.body.data._id as string;
  const spec = await call(t, 'PUT', `product/${productId}/spec`, {
    token: owner.token,
    body: {
      revision: 0,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: [{ pomId: sheetPomId, base: 70, gradeRule: 2 }],
    },
  });
  expect(spec.status, JSON.stringify(spec.body)).toBe(200);
  const fit = await call(t, 'POST', `product/${productId}/fits`, {
    token: owner.token,
    body: { round: 'Fit 1', sampleSize: 'M' },
  });
  expect(fit.status, JSON.stringify(fit.body)).toBe(201);
  const fitId = fit.body.data._id as string;
  const measured = await call(t, 'PUT', `product/${productId}/fits/${fitId}`, {
    token: owner.token,
    body: { rows: [{ pomId: sheetPomId, supplier: 70.6, own: 70.5, revised: 71 }] },
  });
  expect(measured.status, JSON.stringify(measured.body)).toBe(200);
  const ranges = await call(t, 'GET', `sizeRange?teamId=${team._id}`, { token: owner.token });
  const form = multipartForm([
    { field: 'productId', value: productId },
    { field: 'files', fileName: 'fit-front.png', content: PNG },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const imageId = uploaded.json().data[0]._id as string;
  const techpack = await call(t, 'POST', `product/${productId}/techpack`, {
    token: owner.token,
    body: {},
  });
  expect(techpack.status, JSON.stringify(techpack.body)).toBe(201);
  const callout = await call(t, 'POST', `product/${productId}/construction/callouts`, {
    token: owner.token,
    body: { fileId: imageId, x: 0.5, y: 0.5, text: 'Woven label centre back' },
  });
  expect(callout.status, JSON.stringify(callout.body)).toBe(201);
  const supplierId = await makeSupplier(t, team._id, [productId]);
  const otherSupplierId = await makeSupplier(t, team._id, [productId]);
  const sample = await call(t, 'POST', `product/${productId}/samples`, {
    token: owner.token,
    body: { supplierId, round: 'Proto', sizes: ['M', 'L'], quantity: 2, neededBy: '2099-03-01' },
  });
  expect(sample.status, JSON.stringify(sample.body)).toBe(201);
  const comment = await call(t, 'POST', 'product/productComments', {
    token: owner.token,
    body: { productId, text: 'Please confirm the linen shade.', visibility: 'shared' },
  });
  expect(comment.status, JSON.stringify(comment.body)).toBe(201);
  const ids: MatrixIds = {
    teamId: team._id,
    productId,
    pomId: added.body.data._id,
    sheetPomId,
    sheetPomCode: library.body.data[0].code as string,
    fitId,
    imageId,
    calloutId: callout.body.data._id as string,
    techpackId: techpack.body.data._id as string,
    pomIds: [
      ...library.body.data
        .map((pom: { _id: string }) => pom._id)
        .filter((id: string) => id !== deleted),
      added.body.data._id,
    ],
    sizeRangeId: ranges.body.data[0]._id,
    supplierId,
    sampleId: sample.body.data._id as string,
    commentId: comment.body.data._id as string,
  };

  const member = async (
    keys: readonly PermissionKey[],
    status: 'active' | 'blocked' = 'active',
  ) => {
    const actor = await makeUser(t);
    await addMember(t, team._id, actor.user.id, [...keys], status);
    return actor.token;
  };
  const supplierPerson = async (id: string) => {
    const actor = await makeUser(t);
    await joinSupplier(t, team._id, id, actor.user.id);
    return actor.token;
  };
  const tokens: Record<ActorKind, () => Promise<string | undefined>> = {
    owner: async () => owner.token,
    memberWithKeys: () => member(route.needs),
    memberWithoutView: () => member(PERMISSION_KEYS.filter((key) => key !== 'canViewProducts')),
    viewerOnly: () => member(['canViewProducts']),
    blockedMember: () => member([...PERMISSION_KEYS], 'blocked'),
    otherTeamUser: async () => {
      const stranger = await makeUser(t);
      await makeTeam(t, stranger);
      return stranger.token;
    },
    anonymous: async () => undefined,
    supplier: () => supplierPerson(supplierId),
    otherSupplier: () => supplierPerson(otherSupplierId),
  };
  return { ids, token: await tokens[kind]() };
}

/** Everything these routes could change in the team and the product. */
async function snapshot(ids: MatrixIds) {
  return JSON.stringify({
    poms: await t.db.select().from(poms).where(eq(poms.teamId, ids.teamId)).orderBy(asc(poms.id)),
    ranges: await t.db
      .select()
      .from(sizeRanges)
      .where(eq(sizeRanges.teamId, ids.teamId))
      .orderBy(asc(sizeRanges.id)),
    spec: await t.db.select().from(productSpecs).where(eq(productSpecs.productId, ids.productId)),
    rows: await t.db
      .select()
      .from(productSpecRows)
      .where(eq(productSpecRows.productId, ids.productId))
      .orderBy(asc(productSpecRows.position)),
    revisions: await t.db
      .select()
      .from(productSpecRevisions)
      .where(eq(productSpecRevisions.productId, ids.productId))
      .orderBy(asc(productSpecRevisions.revision)),
    fits: await t.db
      .select()
      .from(fitSessions)
      .where(eq(fitSessions.productId, ids.productId))
      .orderBy(asc(fitSessions.id)),
    fitEntries: await t.db
      .select()
      .from(fitEntries)
      .where(eq(fitEntries.sessionId, ids.fitId))
      .orderBy(asc(fitEntries.seq)),
    fitPhotos: await t.db.select().from(fitPhotos).where(eq(fitPhotos.sessionId, ids.fitId)),
    callouts: await t.db
      .select()
      .from(constructionCallouts)
      .where(eq(constructionCallouts.productId, ids.productId))
      .orderBy(asc(constructionCallouts.number)),
    construction: await t.db
      .select()
      .from(productConstruction)
      .where(eq(productConstruction.productId, ids.productId)),
    techpacks: await t.db
      .select()
      .from(techpackRevisions)
      .where(eq(techpackRevisions.productId, ids.productId))
      .orderBy(asc(techpackRevisions.seq)),
    timeline: await t.db
      .select()
      .from(productEvents)
      .where(eq(productEvents.productId, ids.productId))
      .orderBy(asc(productEvents.seq)),
    files: await t.db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, ids.productId))
      .orderBy(asc(productItems.id)),
    samples: await t.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.productId, ids.productId))
      .orderBy(asc(sampleRequests.id)),
    translations: await t.db
      .select()
      .from(commentTranslations)
      .where(eq(commentTranslations.commentId, ids.commentId))
      .orderBy(asc(commentTranslations.language)),
    notifications: await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.productId, ids.productId))
      .orderBy(asc(notifications.id)),
  });
}

/** A product route refuses a member without canViewProducts with its own text (SPEC §8). */
function deniedText(route: MatrixRoute, kind: ActorKind, status: number) {
  if (status === 401) return messages.invalidToken;
  if (status === 404) return messages.noRecord;
  if (kind === 'blockedMember') return messages.blockedFromTeam;
  if (kind === 'supplier' || kind === 'otherSupplier') return messages.supplierCannot;
  if (kind === 'memberWithoutView' && route.path({} as MatrixIds).startsWith('product/'))
    return messages.noPermissionView;
  return messages.askPermission;
}

/** The route called as the matrix says: a JSON body, or a file, or nothing. */
async function send(route: MatrixRoute, ids: MatrixIds, token: string | undefined) {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const upload = route.upload?.(ids);
  if (!upload && !route.raw) {
    return call(t, route.method, route.path(ids), {
      ...(token ? { token } : {}),
      ...(route.body ? { body: route.body(ids) } : {}),
    });
  }
  const form = upload
    ? multipartFile(upload.field ?? 'file', upload.fileName, Buffer.from(upload.content))
    : null;
  const res = await t.app.inject({
    method: route.method,
    url: `/api/v1/${route.path(ids)}`,
    headers: { ...auth, ...form?.headers },
    ...(form ? { payload: form.payload } : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: isJson ? res.json() : res.body };
}

/**
 * A route as a pattern, its parameters unnamed ('PUT product/:/samples/:'): a contract's path, or
 * a row's called with the ids' names (a literal revision number stands for its parameter too).
 */
const patternOf = (method: string, path: string) => {
  const segments = path.replace(/^\//, '').split('?')[0]!.split('/');
  const unnamed = segments.map((segment) => (/^(:.+|\d+)$/.test(segment) ? ':' : segment));
  return `${method} ${unnamed.join('/')}`;
};

describe('the measurement permission matrix', () => {
  it('has a row for every route of the library, spec sheets, construction details, tech packs, sample requests and a comment’s translation', () => {
    const declared = [
      ...[
        pomEndpoints,
        sizeRangeEndpoints,
        specEndpoints,
        fitEndpoints,
        constructionEndpoints,
        techpackEndpoints,
        sampleEndpoints,
      ].flatMap((group) => Object.values(group)),
      commentEndpoints.translate,
      productEndpoints.upload,
    ].map((endpoint) => patternOf(endpoint.method, endpoint.path));
    // An import is two rows (a preview and an apply), a sample's update two (the supplier's
    // answer, the team's receipt): one route each.
    const rows = PERMISSION_MATRIX.map((route) => patternOf(route.method, route.path(PATHS_ONLY)));
    expect([...new Set(rows)].sort()).toEqual([...new Set(declared)].sort());
  });

  const cases = PERMISSION_MATRIX.flatMap((route) =>
    ACTOR_KINDS.map(
      (kind) =>
        [
          `${route.method} ${route.name}`,
          kind,
          kind === 'supplier' || kind === 'otherSupplier'
            ? supplierStatus(route, kind)
            : route.expect[kind],
          route,
        ] as const,
    ),
  );
  it.each(cases)('%s as %s answers %i', async (_name, kind, status, route) => {
    const { ids, token } = await scenario(route, kind);
    const before = await snapshot(ids);
    const res = await send(route, ids, token);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (!route.raw || status >= 400) expect(res.body.responseCode).toBe(status);
    const listed = route.listed?.[kind];
    if (listed !== undefined) expect(res.body.data).toHaveLength(listed);
    const after = await snapshot(ids);
    if (status >= 400) {
      expect(res.body.responseMessage).toBe(deniedText(route, kind, status));
      expect(after).toBe(before);
    } else if (route.method !== 'GET' && !route.readsOnly) {
      expect(after).not.toBe(before);
    } else {
      expect(after).toBe(before);
    }
  });
});
