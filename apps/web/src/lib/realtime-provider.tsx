import type { ServerEvent, ServerToClientEvents } from '@atelier/domain';
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeConnect,
  type RealtimeListener,
} from './realtime';
import { connectSocket } from './realtime-socket';
import { useSession } from './session';

const RealtimeContext = createContext<RealtimeClient | null>(null);

interface RealtimeProviderProps {
  children: ReactNode;
  /** How a socket is made; Socket.IO unless told otherwise (tests pass a fake). */
  connect?: RealtimeConnect;
}

/**
 * Keeps one socket open while a session exists: opened after sign-in, replaced when the token
 * changes, closed on sign-out.
 */
export function RealtimeProvider({ children, connect = connectSocket }: RealtimeProviderProps) {
  const [client] = useState(() => createRealtimeClient(connect));
  const { token } = useSession();

  useEffect(() => {
    if (!token) return;
    client.start(token);
    return () => client.stop();
  }, [client, token]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** Calls `listener` for every `event` the server sends while the component is mounted. */
export function useRealtimeEvent<E extends ServerEvent>(
  event: E,
  listener: ServerToClientEvents[E],
): void {
  const client = useContext(RealtimeContext);
  const onEvent = useEffectEvent(listener as RealtimeListener);
  useEffect(
    () => client?.on(event, ((...args: unknown[]) => onEvent(...args)) as ServerToClientEvents[E]),
    [client, event],
  );
}

/** The session's socket's emit (a no-op while offline). */
export function useRealtimeEmit(): RealtimeClient['emit'] {
  const client = useContext(RealtimeContext);
  return client ? client.emit : () => undefined;
}
