/**
 * The OpenAPI document (issue 43 §4) as a TypeScript user meets it: a real validator accepts it, a
 * real client generator turns it into types, and every operation says what it does, who may call
 * it and how it may be refused.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3, OperationObject, ResponseObject, SchemaObject } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let document: OpenAPI3;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document, with its method and path. */
function operations() {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Partial<Record<string, OperationObject>>)[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, path, operation }] : [];
    }),
  );
}

/** The JSON schema of an operation's answer with this status. */
function answerSchema(operation: OperationObject, status: number) {
  const response = operation.responses?.[status] as ResponseObject | undefined;
  return response?.content?.['application/json']?.schema as
    (SchemaObject & { properties?: Record<string, SchemaObject> }) | undefined;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI, by a real validator', async () => {
    // The parser changes what it is given: each call gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    const dereferenced = await SwaggerParser.dereference(structuredClone(document) as never);
    expect(Object.keys(dereferenced.paths ?? {}).length).toBeGreaterThan(140);
  });

  it('generates a TypeScript client with openapi-typescript', async () => {
    const source = astToString(await openapiTS(structuredClone(document)));
    for (const path of [
      '/api/v1/auth/login',
      '/api/v1/product/{id}',
      '/api/v1/team/{teamId}/members/{userId}',
      '/api/v1/auth/google/callback',
      '/api/v1/linesheet/shared',
      '/api/v1/team/{teamId}/materials',
      '/api/v1/material/{id}/image',
    ]) {
      expect(source).toContain(`"${path}": {`);
    }
    expect(source).toContain('responseMessage: string;');
  });

  it('gives every operation a summary, a description and a tag', () => {
    const found = operations();
    expect(found.length).toBeGreaterThan(150);
    const missing = found.filter(
      ({ operation }) =>
        !operation.summary?.trim() || !operation.description?.trim() || !operation.tags?.length,
    );
    expect(missing.map(({ name }) => name)).toEqual([]);
    // A summary is a short line, not a paragraph.
    const long = found.filter(({ operation }) => operation.summary!.length > 80);
    expect(long.map(({ name }) => name)).toEqual([]);
  });

  it('lists each operation’s refusals in the error envelope', () => {
    for (const { name, operation } of operations().filter(({ path }) =>
      path.startsWith('/api/v1/'),
    )) {
      const statuses = Object.keys(operation.responses ?? {}).map(Number);
      const takesInput = Boolean(operation.parameters?.length || operation.requestBody);
      // A multipart upload lists no body, yet refuses a bad one with 400 as well.
      if (takesInput) expect.soft(statuses, `${name}: 400`).toContain(400);
      if (operation.security?.length) expect.soft(statuses, `${name}: 401`).toContain(401);
      for (const status of statuses.filter((status) => status >= 400)) {
        const schema = answerSchema(operation, status);
        expect
          .soft(schema?.required, `${name}: ${status}`)
          .toEqual(expect.arrayContaining(['responseCode', 'responseMessage', 'code', 'data']));
      }
      if (statuses.includes(400)) {
        const data = answerSchema(operation, 400)?.properties?.data;
        expect.soft(JSON.stringify(data), `${name}: data.errors`).toContain('"errors"');
      }
    }
  });

  it('lists the refusals a route’s rules and limits give', () => {
    const byName = new Map(operations().map(({ name, operation }) => [name, operation]));
    const statusesOf = (name: string) => Object.keys(byName.get(name)?.responses ?? {});
    // Rate limited: sign-in, and a share link's public read.
    expect(statusesOf('POST /api/v1/auth/login')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
    expect(statusesOf('GET /api/v1/shareProductLink')).toEqual(
      expect.arrayContaining(['400', '404', '429']),
    );
    // A team's record: unknown or not the caller's is 404, not allowed 403.
    expect(statusesOf('DELETE /api/v1/team/{teamId}')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404']),
    );
    // A name already taken.
    expect(statusesOf('POST /api/v1/colour')).toContain('409');
    expect(statusesOf('POST /api/v1/team/{teamId}/materials')).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );
    // Nothing to refuse but the token.
    expect(statusesOf('GET /api/v1/auth/logout')).toEqual(['200', '401']);
  });

  it('answers a material’s price as exact decimal text, never a float', () => {
    const list = operations().find(
      ({ name }) => name === 'GET /api/v1/team/{teamId}/materials',
    )!.operation;
    const data = answerSchema(list, 200)?.properties?.data as { items?: SchemaObject };
    const material = data.items as SchemaObject & { properties: Record<string, SchemaObject> };
    expect(JSON.stringify(material.properties.unitPrice)).toContain('"string"');
    expect(JSON.stringify(material.properties.unitPrice)).not.toContain('"number"');
  });
});
