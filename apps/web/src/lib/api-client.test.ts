import { authEndpoints, uploadEndpoints } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, signIn } from '../testing/fixtures';
import { callsTo, mockApi } from '../testing/mock-api';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import { EARLY_RESPONSES } from './early-requests';
import { getSession } from './session';

describe('api client', () => {
  it('sends the stored token and returns the envelope', async () => {
    signIn(aUser(), 'abc');
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: aUser(), message: 'Profile loaded.' },
    });

    const response = await callApi(authEndpoints.profile);

    expect(response.responseMessage).toBe('Profile loaded.');
    const [request] = callsTo(fetchMock, 'GET /auth/getProfile');
    expect(request?.headers.get('Authorization')).toBe('Bearer abc');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it.each(['invalid token', 'Invalid Token', 'jwt expired'])(
    'signs out on a 401 "%s"',
    async (message) => {
      signIn();
      mockApi({ 'GET /auth/getProfile': { status: 401, message } });

      await expect(callApi(authEndpoints.profile)).rejects.toMatchObject({ status: 401, message });

      expect(getSession()).toEqual({ token: null, user: null });
      expect(localStorage.getItem('userDetails')).toBeNull();
    },
  );

  it.each([
    [401, 'JWT expired'],
    [401, 'Invalid email or password.'],
    [403, 'invalid token'],
  ])('keeps the session on %i "%s"', async (status, message) => {
    signIn();
    mockApi({ 'POST /auth/login': { status, message } });

    await expect(
      callApi(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(getSession().token).toBe('test-token');
  });

  it('exposes per-field errors of a 400', async () => {
    mockApi({
      'POST /auth/register': {
        status: 400,
        message: 'Invalid email address.',
        data: { errors: [{ field: 'email', message: 'Invalid email address.' }] },
      },
    });

    const error = await callApi(authEndpoints.register, { body: {} as never }).catch(
      (failure: unknown) => failure,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual([
      { field: 'email', message: 'Invalid email address.' },
    ]);
  });

  it('sends uploads as multipart without Accept', async () => {
    const fetchMock = mockApi({
      'POST /auth/fileUpload': { data: { path: 'p', url: 'u', fileName: 'f' } },
    });
    const formData = new FormData();
    formData.append('file', new File(['x'], 'a.png', { type: 'image/png' }));

    await callApi(uploadEndpoints.picture, { formData });

    const [request] = callsTo(fetchMock, 'POST /auth/fileUpload');
    expect(request?.headers.has('Accept')).toBe(false);
    expect(request?.body).toBeInstanceOf(FormData);
  });

  describe("the shell preload's early reads", () => {
    const envelopeOf = (message: string) =>
      new Response(JSON.stringify({ responseCode: 200, responseMessage: message, data: null }), {
        status: 200,
      });
    const startEarly = (token: string, startedAt = Date.now()) => {
      window[EARLY_RESPONSES] = {
        token,
        startedAt,
        responses: { '/auth/getProfile': Promise.resolve(envelopeOf('Early profile.')) },
      };
    };
    afterEach(() => {
      delete window[EARLY_RESPONSES];
    });

    it('are taken once, instead of fetching again', async () => {
      signIn(aUser(), 'abc');
      startEarly('abc');
      const fetchMock = mockApi({ 'GET /auth/getProfile': { message: 'Fetched profile.' } });

      expect((await callApi(authEndpoints.profile)).responseMessage).toBe('Early profile.');
      expect(fetchMock).not.toHaveBeenCalled();
      expect((await callApi(authEndpoints.profile)).responseMessage).toBe('Fetched profile.');
    });

    it('are not taken for another session, when stale, or when they failed', async () => {
      signIn(aUser(), 'abc');
      const fetchMock = mockApi({ 'GET /auth/getProfile': { message: 'Fetched profile.' } });

      startEarly('someone-else');
      expect((await callApi(authEndpoints.profile)).responseMessage).toBe('Fetched profile.');
      startEarly('abc', Date.now() - 60_000);
      expect((await callApi(authEndpoints.profile)).responseMessage).toBe('Fetched profile.');
      window[EARLY_RESPONSES] = {
        token: 'abc',
        startedAt: Date.now(),
        responses: { '/auth/getProfile': Promise.resolve(null) },
      };
      expect((await callApi(authEndpoints.profile)).responseMessage).toBe('Fetched profile.');
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });
  });

  it('turns a network failure into "Please try again."', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(callApi(authEndpoints.profile)).rejects.toMatchObject({
      status: 0,
      message: 'Please try again.',
    });
  });
});
