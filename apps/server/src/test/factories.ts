/** Test data built through the real code paths. */
import { randomUUID } from 'node:crypto';
import type { PermissionKey } from '@atelier/domain';
import type { UserRow } from '../db/schema/index.ts';
import {
  productSuppliers,
  supplierPeople,
  suppliers,
  teamMembers,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'Sketch#2026';

// Hashed once per test file: Argon2 is slow on purpose, and many tests make many users.
let passwordHash: Promise<string> | undefined;

export async function makeUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await t.db
    .insert(users)
    .values({
      email: `${randomUUID().slice(0, 8)}@atelier.test`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: await passwordHash,
      status: 'active',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  const token = await t.app.ctx.tokens.issue(t.db, user!.id);
  return { user: user as UserRow, token };
}

interface Call {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address (rate limits count per address); 127.0.0.1 when omitted. */
  from?: string;
}

/** Calls the API through inject and returns the status and the parsed envelope. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: Call = {},
) {
  const response = await t.app.inject({
    method,
    url: url.startsWith('/api') ? url : `/api/v1/${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.from ? { remoteAddress: options.from } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export type FormPart =
  | { field: string; value: string }
  | { field: string; fileName: string; content: Buffer; mime?: string };

/** A multipart/form-data body of fields and files, in the order given. */
export function multipartForm(parts: readonly FormPart[]) {
  const boundary = `----atelier${randomUUID()}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\nContent-Type: ${part.mime ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ],
  );
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with one file field. */
export function multipartFile(
  field: string,
  fileName: string,
  content: Buffer,
  mime = 'application/octet-stream',
) {
  return multipartForm([{ field, fileName, content, mime }]);
}

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function codeFrom(subject: string | undefined): string {
  const match = subject?.match(/^Your Atelier code is (\d{6})$/);
  if (!match) throw new Error(`no code in subject: ${subject}`);
  return match[1]!;
}

/** Delivers the queued e-mails and returns the token of the last invitation sent to `email`. */
export async function invitationTokenFor(t: TestApp, email: string) {
  await t.deliver();
  const mail = t.mails.findLast((message) => message.to === email);
  const match = mail?.text?.match(/\/jointeam\?token=([\w-]+)/);
  if (!match) throw new Error(`no invitation e-mailed to ${email}`);
  return match[1]!;
}

/** A team created through the API by `owner`. */
export async function makeTeam(
  t: TestApp,
  owner: { token: string },
  body: { name?: string; description?: string } = {},
) {
  const res = await call(t, 'POST', 'team', {
    token: owner.token,
    body: { name: `Team ${randomUUID().slice(0, 6)}`, description: 'Made by a test', ...body },
  });
  if (res.status !== 201) throw new Error(`team not created: ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; name: string };
}

/** Puts a user in a team with exactly these keys (and status), as the owner would have. */
export async function addMember(
  t: TestApp,
  teamId: string,
  userId: string,
  permissionArr: PermissionKey[] = [],
  status: 'active' | 'blocked' = 'active',
) {
  await t.db
    .insert(teamMembers)
    .values({ teamId, userId, permissionArr, status, roleId: null })
    .onConflictDoUpdate({
      target: [teamMembers.teamId, teamMembers.userId],
      set: { permissionArr, status },
    });
}

/** A new supplier (issue 47) of the team, assigned these products; answers its id. */
export async function makeSupplier(t: TestApp, teamId: string, productIds: readonly string[] = []) {
  const [supplier] = await t.db
    .insert(suppliers)
    .values({ teamId, name: `Supplier ${randomUUID().slice(0, 8)}` })
    .returning({ id: suppliers.id });
  if (productIds.length > 0) {
    await t.db
      .insert(productSuppliers)
      .values(productIds.map((productId) => ({ productId, supplierId: supplier!.id, teamId })));
  }
  return supplier!.id;
}

/** Puts a user in a team as a person of one of its suppliers, as accepting its invitation would. */
export async function joinSupplier(t: TestApp, teamId: string, supplierId: string, userId: string) {
  await t.db.insert(supplierPeople).values({ teamId, supplierId, userId });
}

/**
 * Puts a user in a team as the person of a new supplier (issue 47) assigned these products, as
 * accepting a supplier's invitation would; answers the supplier's id.
 */
export async function addSupplierPerson(
  t: TestApp,
  teamId: string,
  userId: string,
  productIds: readonly string[] = [],
) {
  const supplierId = await makeSupplier(t, teamId, productIds);
  await joinSupplier(t, teamId, supplierId, userId);
  return supplierId;
}

/** A team of `owner` with one product holding an image and a text file, made through the API. */
export async function makeProductWithImage(t: TestApp, owner: { token: string }) {
  const team = await makeTeam(t, owner);
  const product = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Pleated skirt' },
  });
  const productId = product.body.data._id as string;
  const form = multipartForm([
    { field: 'productId', value: productId },
    { field: 'files', fileName: 'front.png', content: PNG },
    { field: 'files', fileName: 'spec.txt', content: Buffer.from('notes') },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    payload: form.payload,
  });
  const [image, text] = uploaded.json().data as { _id: string }[];
  return { team, productId, imageId: image!._id, textFileId: text!._id };
}
