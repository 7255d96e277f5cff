import { API_BASE as DOMAIN_API_BASE, WEBHOOK_EVENTS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { API_BASE, WEBHOOK_EVENT_TYPES, apiUrl, createAtelierClient } from '../src/index.ts';

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

  it('agrees with the server on where the API lives and what webhooks send', () => {
    expect(API_BASE).toBe(DOMAIN_API_BASE);
    expect(WEBHOOK_EVENT_TYPES).toEqual(WEBHOOK_EVENTS);
  });
});
