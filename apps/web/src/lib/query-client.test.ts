import { afterEach, describe, expect, it } from 'vitest';
import { aUser } from '../testing/fixtures';
import { clearOnSessionChange, createQueryClient } from './query-client';
import { clearSession, saveUserDetails, startSession } from './session';

describe('clearOnSessionChange', () => {
  afterEach(() => clearSession());

  it('empties the cache when another session starts or the session ends, not on profile edits', () => {
    const queryClient = createQueryClient();
    startSession('token-a', aUser());
    const stop = clearOnSessionChange(queryClient);

    queryClient.setQueryData(['teams'], ['Spring 27']);
    saveUserDetails(aUser({ firstName: 'Coco' }));
    expect(queryClient.getQueryData(['teams'])).toEqual(['Spring 27']);

    startSession('token-b', aUser());
    expect(queryClient.getQueryData(['teams'])).toBeUndefined();

    queryClient.setQueryData(['teams'], ['Resort 27']);
    clearSession();
    expect(queryClient.getQueryData(['teams'])).toBeUndefined();
    stop();
  });
});
