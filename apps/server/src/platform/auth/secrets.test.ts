import { describe, expect, it } from 'vitest';
import { deriveSecrets } from './secrets.ts';

describe('derived secrets', () => {
  const secrets = deriveSecrets('a-master-secret-of-at-least-thirty-two-characters');

  it('give each purpose a key of its own, none of them the master secret', () => {
    const digests = (['otp', 'reset', 'signup', 'invite', 'share'] as const).map((purpose) =>
      secrets.digest(purpose, '123456'),
    );
    expect(new Set(digests).size).toBe(5);
    const other = deriveSecrets('another-master-secret-of-thirty-two-characters');
    expect(other.digest('otp', '123456')).not.toBe(secrets.digest('otp', '123456'));
  });

  it('are stable, so a stored digest verifies later', () => {
    const again = deriveSecrets('a-master-secret-of-at-least-thirty-two-characters');
    expect(secrets.same(again.digest('invite', 'tok'), secrets.digest('invite', 'tok'))).toBe(true);
    expect(secrets.same(secrets.digest('invite', 'tok'), secrets.digest('invite', 'tak'))).toBe(
      false,
    );
  });
});
