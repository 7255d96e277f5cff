/**
 * Every answer names its text's key in the server-texts catalogue (issue 47 §4), so the web app
 * writes it in its reader's language; `responseMessage` stays the English text.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { envelopeOf } from './envelope.ts';
import { errorBody } from './errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the key of what the server writes', () => {
  it('comes with a success’s text', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const res = await call(t, 'POST', 'category', {
      token: owner.token,
      body: { teamId: team._id, name: 'Dresses' },
    });
    expect(res.status).toBe(201);
    const { responseMessage, messageKey } = res.body as {
      responseMessage: string;
      messageKey: string;
    };
    expect(messages[messageKey as keyof typeof messages]).toBe(responseMessage);
    expect(res.body).not.toHaveProperty('messageValues');
  });

  it('comes with a refusal’s text, beside its code', async () => {
    const owner = await makeUser(t);
    const res = await call(t, 'GET', `category/${randomUUID()}`, { token: owner.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      responseCode: 404,
      responseMessage: 'No Record Found.',
      messageKey: 'noRecord',
      code: 'not_found',
      data: null,
    });
  });

  it('comes with each field error, and a template’s values with it', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const res = await call(t, 'POST', 'category', {
      token: owner.token,
      body: { teamId: team._id, name: 'x'.repeat(500) },
    });
    expect(res.status).toBe(400);
    const [error] = (res.body as { data: { errors: { message: string }[] } }).data.errors;
    expect(error).toMatchObject({ field: 'name' });
    expect(res.body).toMatchObject({ messageKey: expect.any(String) as string });
    const sorted = await call(t, 'GET', `category?teamId=${team._id}&sortBy=colour`, {
      token: owner.token,
    });
    expect(sorted.status).toBe(400);
    const body = sorted.body as {
      responseMessage: string;
      messageValues: { choices: string };
      data: { errors: unknown[] };
    };
    expect(body).toMatchObject({
      messageKey: 'chooseOneOf',
      messageValues: { choices: expect.any(String) as string },
    });
    expect(body.responseMessage).toBe(messages.chooseOneOf(body.messageValues.choices));
    expect(body.data.errors).toEqual([
      {
        field: 'sortBy',
        message: body.responseMessage,
        key: 'chooseOneOf',
        values: body.messageValues,
      },
    ]);
    expect(error).toHaveProperty('key');
  });

  it('is absent for a text that is not one of the messages', () => {
    expect(envelopeOf(null, 'Made up here.')).toEqual({
      responseCode: 200,
      responseMessage: 'Made up here.',
      data: null,
    });
    expect(
      errorBody(400, 'Made up here.', { errors: [{ field: 'name', message: 'Made up here.' }] }),
    ).toEqual({
      responseCode: 400,
      responseMessage: 'Made up here.',
      code: 'validation_failed',
      data: { errors: [{ field: 'name', message: 'Made up here.' }] },
    });
  });

  it('names numbers as numbers, for plurals', () => {
    expect(errorBody(429, messages.accountThrottled(1))).toMatchObject({
      messageKey: 'accountThrottled',
      messageValues: { seconds: 1 },
    });
  });
});
