/**
 * Lets V8 free the network buffers of a large upload while it streams: a young-generation
 * collection every 32 MB received.
 *
 * Each 64 KiB the server reads from a socket is a new ArrayBuffer outside the JavaScript heap. An
 * upload makes few JavaScript objects, so no scavenge comes along to free those buffers; instead,
 * after every 64 MB or so V8 answers the external-memory pressure with a full mark-compact of the
 * whole heap, some 25 per gigabyte on four threads, which held uploads to half their speed
 * (bench/upload: 250–330 MiB/s, against 450–810 with this). A scavenge frees them in about a
 * millisecond.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const EVERY_BYTES = 32 * 1024 * 1024;

// Only the new context gets `gc`: the app's own global stays without it.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options: { type: 'minor' }) => void;
setFlagsFromString('--no-expose-gc');

let received = 0;

/** Counts bytes an upload read from the network, collecting the young generation every 32 MB. */
export function countReceived(bytes: number) {
  received += bytes;
  if (received < EVERY_BYTES) return;
  received = 0;
  collect({ type: 'minor' });
}
