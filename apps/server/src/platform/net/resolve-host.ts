/**
 * How outgoing requests that must not reach internal addresses (webhooks) learn a host's
 * addresses: the system's resolver by default; tests hand the app one of their own (a name that
 * resolves to loopback, to the metadata address, or differently the second time).
 */
import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));
