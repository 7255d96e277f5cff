import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiUrl, createAtelierClient } from '../src/index.ts';
import type { ApiData, ApiResponse } from '../src/index.ts';

/** A fetch that records what it was asked and answers one envelope. */
function answering(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}

describe('createAtelierClient', () => {
  it('calls <origin>/api/v1 with the token as a bearer credential', async () => {
    const server = answering(200, { responseCode: 200, responseMessage: 'ok', data: [] });
    const atelier = createAtelierClient({
      baseUrl: 'https://atelier.example.com/',
      token: 'atl_secret',
      fetch: server.fetch,
    });
    await atelier.GET('/product/{id}', { params: { path: { id: 'p1' } } });
    await atelier.GET('/product', { params: { query: { page: 2, limit: 50 } } });
    expect(server.requests.map((request) => request.url)).toEqual([
      'https://atelier.example.com/api/v1/product/p1',
      'https://atelier.example.com/api/v1/product?page=2&limit=50',
    ]);
    for (const request of server.requests) {
      expect(request.headers.get('authorization')).toBe('Bearer atl_secret');
    }
  });

  it('takes an origin with or without the API’s own path', () => {
    expect(apiUrl('http://localhost:3000')).toBe('http://localhost:3000/api/v1');
    expect(apiUrl('http://localhost:3000/api/v1/')).toBe('http://localhost:3000/api/v1');
  });
});

describe('ApiData and ApiResponse', () => {
  it('name an operation’s answer, as the document types it', () => {
    expectTypeOf<ApiData<'/product/{id}', 'get'>['stage']>().toEqualTypeOf<
      'idea' | 'design' | 'sampling' | 'approved' | 'production'
    >();
    expectTypeOf<ApiResponse<'/product', 'get'>['pagination']>().toEqualTypeOf<{
      page: number;
      limit: number;
      total: number;
    }>();
  });
});
