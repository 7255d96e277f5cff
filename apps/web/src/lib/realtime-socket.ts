import type { RealtimeConnect } from './realtime';

// A tab opened in the background paints no frame until it is shown; its socket must not wait.
const PAINT_WAIT_MAX_MS = 500;

/**
 * Resolves once the browser has painted the next frame, or after half a second at most:
 * Socket.IO's download waits for it, so that a phone spends its first round trips and its
 * bandwidth on what the first screen shows.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_WAIT_MAX_MS);
  });

/**
 * A Socket.IO socket on the app's own origin (DESIGN §4), authenticated with the session's token.
 * Socket.IO is loaded with the first signed-in page, once it has painted, not with the sign-in
 * screens.
 */
export const connectSocket: RealtimeConnect = async (token) => {
  await afterNextPaint();
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    // One socket per session: never share a manager with a previous session's socket.
    forceNew: true,
    // The client connects once its listeners are on.
    autoConnect: false,
    // Lost connections come back with exponential backoff and jitter, up to half a minute apart.
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });
};
