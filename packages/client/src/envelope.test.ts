import { describe, expect, it } from 'vitest';
import { AtelierApiError, createAtelierClient, unwrap, unwrapPage } from '../src/index.ts';

/** A client whose server answers this status and body to everything. */
function clientAnswering(status: number, body: string, type = 'application/json') {
  return createAtelierClient({
    baseUrl: 'http://atelier.test',
    token: 'atl_x',
    fetch: async () => new Response(body, { status, headers: { 'content-type': type } }),
  });
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AtelierApiError);
  return error as AtelierApiError;
};

describe('unwrap and unwrapPage', () => {
  it('hand back the data of a 2xx envelope, and a page with where it sits', async () => {
    const product = { _id: 'p1', name: 'Pleated skirt' };
    const one = clientAnswering(
      200,
      JSON.stringify({ responseCode: 200, responseMessage: 'Product', data: product }),
    );
    const found = await unwrap(one.GET('/product/{id}', { params: { path: { id: 'p1' } } }));
    expect(found).toEqual(product);

    const pagination = { page: 2, limit: 10, total: 11 };
    const list = clientAnswering(
      200,
      JSON.stringify({ responseCode: 200, responseMessage: 'List', data: [product], pagination }),
    );
    await expect(
      unwrapPage(list.GET('/product', { params: { query: { page: 2 } } })),
    ).resolves.toEqual({ data: [product], pagination });
  });

  it('throw the refusal’s status, text, code and field errors', async () => {
    const atelier = clientAnswering(
      400,
      JSON.stringify({
        responseCode: 400,
        responseMessage: 'Please enter product name.',
        code: 'validation_failed',
        data: { errors: [{ field: 'name', message: 'Please enter product name.' }] },
      }),
    );
    const error = await refusal(
      unwrap(atelier.POST('/product', { body: { teamId: 't1', name: '' } as never })),
    );
    expect(error).toMatchObject({
      status: 400,
      responseMessage: 'Please enter product name.',
      code: 'validation_failed',
      message: '400 Please enter product name.',
    });
    expect(error.fieldErrors).toEqual([{ field: 'name', message: 'Please enter product name.' }]);
  });

  it('throw an answer that is no envelope with its HTTP status', async () => {
    const atelier = clientAnswering(502, 'Bad gateway', 'text/plain');
    const error = await refusal(
      unwrap(atelier.GET('/product/{id}', { params: { path: { id: 'p1' } } })),
    );
    expect(error).toMatchObject({ status: 502, code: undefined, data: undefined });
    expect(error.fieldErrors).toEqual([]);
  });
});
