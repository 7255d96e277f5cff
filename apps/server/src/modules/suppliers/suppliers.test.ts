import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import type { Product, ProductComment, Supplier, Team } from '@atelier/domain';
import { call, invitationTokenFor, makeTeam, makeUser } from '../../test/factories.ts';
import { connect, flush, inbox, listen } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof makeUser>>;

function ok<T>(res: { status: number; body: { data: T } }, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data;
}

/**
 * A team of five products, two of them assigned to the supplier "Lucky Garments" whose person has
 * joined through the e-mailed invitation; an internal and a shared comment on an assigned one.
 */
async function supplierStudio() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const productIds: string[] = [];
  for (const name of ['Linen shirt', 'Linen trousers', 'Wool coat', 'Silk scarf', 'Denim jacket']) {
    const made = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name, description: `${name} in linen weave` },
    });
    productIds.push(ok<{ _id: string }>(made, 201)._id);
  }
  const vendor = await makeUser(t);
  const invited = await call(t, 'POST', `team/${team._id}/suppliers`, {
    token: owner.token,
    body: { name: 'Lucky Garments', emails: [vendor.user.email] },
  });
  const supplierId = ok<{ _id: string }>(invited, 201)._id;
  const token = await invitationTokenFor(t, vendor.user.email.toLowerCase());
  const joined = await call(t, 'POST', 'team/join', { token: vendor.token, body: { token } });
  const card = ok<Team>(joined);
  expect(card.supplier).toEqual({ _id: supplierId, name: 'Lucky Garments' });
  const assigned = productIds.slice(0, 2);
  const saved = await call(t, 'PUT', `product/${assigned[0]}/suppliers`, {
    token: owner.token,
    body: { supplierIds: [supplierId] },
  });
  expect(ok<{ name: string }[]>(saved).map((entry) => entry.name)).toEqual(['Lucky Garments']);
  ok(
    await call(t, 'PUT', `product/${assigned[1]}/suppliers`, {
      token: owner.token,
      body: { supplierIds: [supplierId] },
    }),
  );
  const comment = (text: string, visibility?: string) =>
    call(t, 'POST', 'product/productComments', {
      token: owner.token,
      body: { productId: assigned[0], text, ...(visibility ? { visibility } : {}) },
    });
  ok(await comment('Internal: push Lucky on price, linen quote too high'), 201);
  ok(await comment('Please confirm the linen shade before cutting', 'shared'), 201);
  return { owner, team, vendor, supplierId, productIds, assigned };
}

const namesOf = (products: readonly Product[]) => products.map((product) => product.name).sort();

describe('suppliers (issue 47 §1, §2)', () => {
  it('lets a supplier’s person see only the products assigned to their supplier', async () => {
    const { team, vendor, productIds, assigned } = await supplierStudio();
    const wall = await call(t, 'GET', `product/productFilter?teamId=${team._id}&limit=50`, {
      token: vendor.token,
    });
    expect(namesOf(ok<Product[]>(wall))).toEqual(['Linen shirt', 'Linen trousers']);
    const everywhere = await call(t, 'GET', 'product/productFilter?limit=50', {
      token: vendor.token,
    });
    expect(namesOf(ok<Product[]>(everywhere))).toEqual(['Linen shirt', 'Linen trousers']);

    const open = ok<Product>(
      await call(t, 'GET', `product/${assigned[0]}`, { token: vendor.token }),
    );
    expect(open.policies).toMatchObject({
      edit: false,
      delete: false,
      share: false,
      viewCosts: false,
      viewComments: true,
      comment: true,
    });
    for (const other of productIds.slice(2)) {
      const hidden = await call(t, 'GET', `product/${other}`, { token: vendor.token });
      expect(hidden.status).toBe(404);
    }
    // The team's internal work on an assigned product is refused.
    for (const path of ['bom', 'costing', 'spec', 'timeline']) {
      const res = await call(t, 'GET', `product/${assigned[0]}/${path}`, { token: vendor.token });
      expect([403, 404], `${path}: ${res.status}`).toContain(res.status);
    }
  });

  it('answers search and the dashboard with the assigned products and shared comments only', async () => {
    const { vendor, owner, team } = await supplierStudio();
    const found = await call(t, 'GET', 'globalSearch?searchFilter=linen&limit=50', {
      token: vendor.token,
    });
    const results = ok<{ kind: string; title: string; body: string }[]>(found);
    expect(
      results
        .filter((hit) => hit.kind === 'product')
        .map((hit) => hit.title)
        .sort(),
    ).toEqual(['Linen shirt', 'Linen trousers']);
    const text = JSON.stringify(results);
    expect(text).not.toContain('Internal: push Lucky');
    expect(text).not.toContain('Wool coat');
    // The owner finds all five and both comments.
    const theirs = ok<{ kind: string }[]>(
      await call(t, 'GET', 'globalSearch?searchFilter=linen&limit=50', { token: owner.token }),
    );
    expect(theirs.filter((hit) => hit.kind === 'product').length).toBeGreaterThanOrEqual(5);

    for (const query of ['', `?teamId=${team._id}`]) {
      const active = await call(t, 'GET', `dashboard/activeProducts${query}`, {
        token: vendor.token,
      });
      const items = ok<{ name: string }[]>(active);
      expect(items.map((item) => item.name).sort()).toEqual(['Linen shirt', 'Linen trousers']);
    }
    for (const card of ['trendingFabrics', 'totalUploads']) {
      const res = await call(t, 'GET', `dashboard/${card}?teamId=${team._id}`, {
        token: vendor.token,
      });
      expect(res.status, card).toBe(404);
    }
    const activity = await call(t, 'GET', `dashboard/recentActivity?teamId=${team._id}`, {
      token: vendor.token,
    });
    const happened = JSON.stringify(ok(activity));
    expect(happened).not.toContain('Internal: push Lucky');
    expect(happened).not.toContain('Wool coat');
    expect(happened).toContain('Please confirm the linen shade');
  });

  it('never shows an internal comment to a supplier, and keeps their own comments shared', async () => {
    const { vendor, owner, assigned } = await supplierStudio();
    const listed = await call(t, 'GET', `product/productComments?productId=${assigned[0]}`, {
      token: vendor.token,
    });
    expect(ok<ProductComment[]>(listed).map((comment) => comment.text)).toEqual([
      'Please confirm the linen shade before cutting',
    ]);
    const all = ok<ProductComment[]>(
      await call(t, 'GET', `product/productComments?productId=${assigned[0]}`, {
        token: owner.token,
      }),
    );
    expect(all.map((comment) => comment.visibility)).toEqual(['internal', 'shared']);
    const internal = all[0]!;

    // Replying to the internal thread is refused as if it did not exist; asking for internal is ignored.
    const reply = await call(t, 'POST', 'product/productComments', {
      token: vendor.token,
      body: { productId: assigned[0], text: 'Seen', parentId: internal._id },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(messages.commentNotFound);
    const theirs = await call(t, 'POST', 'product/productComments', {
      token: vendor.token,
      body: { productId: assigned[0], text: 'Shade confirmed', visibility: 'internal' },
    });
    expect(ok<ProductComment>(theirs, 201).visibility).toBe('shared');
    const edit = await call(t, 'PUT', `product/productComments/${internal._id}`, {
      token: vendor.token,
      body: { resolved: true },
    });
    expect(edit.status).toBe(404);

    // A reply of the team's joins its thread's visibility.
    const answer = await call(t, 'POST', 'product/productComments', {
      token: owner.token,
      body: {
        productId: assigned[0],
        text: 'Thanks',
        parentId: ok<ProductComment>(theirs, 201)._id,
      },
    });
    expect(ok<ProductComment>(answer, 201).visibility).toBe('shared');
  });

  it('keeps a supplier’s person out of everything else of the team', async () => {
    const { vendor, team } = await supplierStudio();
    for (const path of [
      `team/${team._id}/members`,
      `team/${team._id}/suppliers`,
      `team/${team._id}/materials`,
      `team/${team._id}/costing`,
      `reminder?teamId=${team._id}`,
    ]) {
      const res = await call(t, 'GET', path, { token: vendor.token });
      expect([403, 404], `${path}: ${res.status}`).toContain(res.status);
    }
    const teams = await call(t, 'GET', 'team/getUserTeamList?limit=50', { token: vendor.token });
    const listed = ok<Team[]>(teams).find((entry) => entry._id === team._id);
    expect(listed).toMatchObject({
      memberCount: 0,
      memberPreview: [],
      supplier: { name: 'Lucky Garments' },
    });
    expect(Object.values(listed!.policies).some(Boolean)).toBe(false);
  });

  it('lists the team’s suppliers with their people, and takes a product back from them at once', async () => {
    const { owner, team, vendor, supplierId, assigned } = await supplierStudio();
    const listed = ok<Supplier[]>(
      await call(t, 'GET', `team/${team._id}/suppliers`, { token: owner.token }),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: supplierId, name: 'Lucky Garments', productCount: 2 });
    expect(listed[0]!.people.map((person) => person.email)).toEqual([vendor.user.email]);

    ok(
      await call(t, 'PUT', `product/${assigned[0]}/suppliers`, {
        token: owner.token,
        body: { supplierIds: [] },
      }),
    );
    const gone = await call(t, 'GET', `product/${assigned[0]}`, { token: vendor.token });
    expect(gone.status).toBe(404);
  });

  it('refuses bad input and people without the right, and changes nothing', async () => {
    const { owner, team, vendor, assigned } = await supplierStudio();
    const other = await makeUser(t);
    const otherTeam = await makeTeam(t, other);
    const foreign = ok<{ _id: string }>(
      await call(t, 'POST', `team/${otherTeam._id}/suppliers`, {
        token: other.token,
        body: { name: 'Mill 3', emails: ['c@mill.example'] },
      }),
      201,
    );
    const cases: [Person, string, string, unknown, number, string?][] = [
      [
        owner,
        'POST',
        `team/${team._id}/suppliers`,
        { name: '', emails: ['a@b.example'] },
        400,
        messages.supplierNameRequired,
      ],
      [
        owner,
        'POST',
        `team/${team._id}/suppliers`,
        { name: 'X', emails: [] },
        400,
        messages.emailsRequired,
      ],
      [
        owner,
        'POST',
        `team/${team._id}/suppliers`,
        { name: 'lucky garments', emails: ['a@b.example'] },
        409,
        messages.supplierNameTaken,
      ],
      [
        vendor,
        'POST',
        `team/${team._id}/suppliers`,
        { name: 'Rival', emails: ['r@b.example'] },
        404,
      ],
      [
        owner,
        'PUT',
        `product/${assigned[0]}/suppliers`,
        { supplierIds: [foreign._id] },
        400,
        messages.supplierNotFound,
      ],
      [owner, 'PUT', `product/${assigned[0]}/suppliers`, { supplierIds: 'x' }, 400],
      [
        vendor,
        'PUT',
        `product/${assigned[0]}/suppliers`,
        { supplierIds: [] },
        403,
        messages.supplierCannot,
      ],
      [other, 'PUT', `product/${assigned[0]}/suppliers`, { supplierIds: [] }, 404],
      [other, 'GET', `team/${team._id}/suppliers`, undefined, 404],
    ];
    for (const [person, method, path, body, status, message] of cases) {
      const res = await call(t, method as 'GET', path, { token: person.token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      if (message) expect(res.body.responseMessage).toBe(message);
    }
    const still = ok<{ _id: string }[]>(
      await call(t, 'GET', `product/${assigned[0]}/suppliers`, { token: owner.token }),
    );
    expect(still).toHaveLength(1);
    // A supplier's person reads only their own supplier of a product.
    const seen = ok<{ name: string }[]>(
      await call(t, 'GET', `product/${assigned[0]}/suppliers`, { token: vendor.token }),
    );
    expect(seen.map((entry) => entry.name)).toEqual(['Lucky Garments']);
  });

  it('tells a supplier’s open pages of shared threads live, never of internal ones', async () => {
    const { owner, vendor, assigned, productIds } = await supplierStudio();
    await t.deliver(); // the studio's own comments, before the page opens
    const socket = await connect(url, vendor.token);
    const heard = inbox(socket, 'commentChanged');
    const write = (productId: string, text: string, visibility: string) =>
      call(t, 'POST', 'product/productComments', {
        token: owner.token,
        body: { productId, text, visibility },
      });
    try {
      const shared = ok<ProductComment>(
        await write(assigned[1]!, 'Lab dip approved', 'shared'),
        201,
      );
      ok(await write(assigned[1]!, 'Internal: margin is thin', 'internal'), 201);
      ok(await write(productIds[4]!, 'Not theirs', 'shared'), 201);
      await t.deliver();
      await flush(t, socket, vendor.user.id);
      expect(heard.map((change) => [change.commentId, change.shared])).toEqual([
        [shared._id, true],
      ]);
    } finally {
      socket.close();
    }
  });

  it('notifies a supplier’s person of shared comments only', async () => {
    const { vendor, owner, assigned } = await supplierStudio();
    await t.deliver();
    const list = await call(t, 'GET', 'notifications/userNotifications?page=1&limit=50', {
      token: vendor.token,
    });
    const told = ok<{ key: string; productId: string; message: string }[]>(list).filter(
      (notice) => notice.key === 'productComment',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.productId).toBe(assigned[0]);
    expect(JSON.stringify(told)).not.toContain('push Lucky');
    // The owner, who wrote them, is not told of their own comments.
    const own = ok<{ key: string }[]>(
      await call(t, 'GET', 'notifications/userNotifications?page=1&limit=50', {
        token: owner.token,
      }),
    );
    expect(own.filter((notice) => notice.key === 'productComment')).toEqual([]);
  });
});
