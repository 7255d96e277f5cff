import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aNotification, aUser, signIn } from '../testing/fixtures';
import { fakeRealtime } from '../testing/fake-realtime';
import { renderWithProviders } from '../testing/render-app';
import { createRealtimeClient } from './realtime';
import { useRealtimeEvent } from './realtime-provider';
import { clearSession, getSession, startSession } from './session';

describe('realtime client', () => {
  it('opens one socket per session and hands its events to listeners added at any time', async () => {
    const realtime = fakeRealtime();
    const client = createRealtimeClient(realtime.connect);
    const early: unknown[] = [];
    client.on('notification', (value) => early.push(value));

    client.start('first');
    const first = await realtime.openSocket();
    expect(first.token).toBe('first');
    const late: unknown[] = [];
    client.on('notification', (value) => late.push(value));
    first.emit('notification', 'one');
    expect(early).toEqual(['one']);
    expect(late).toEqual(['one']);

    client.start('second');
    expect(first.closed).toBe(true);
    const second = await realtime.openSocket();
    expect(second.token).toBe('second');
    second.emit('notification', 'two');
    expect(early).toEqual(['one', 'two']);

    client.stop();
    expect(second.closed).toBe(true);
  });

  it('is live once the server is ready, and stays closed after a server disconnect', async () => {
    const realtime = fakeRealtime();
    const client = createRealtimeClient(realtime.connect);

    client.start('token');
    expect(client.getStatus()).toBe('connecting');
    const socket = await realtime.openSocket();
    socket.emit('ready');
    expect(client.getStatus()).toBe('live');
    // A dropped connection is retried by Socket.IO; one the server closed is not.
    socket.emit('disconnect', 'transport close');
    expect(client.getStatus()).toBe('connecting');
    socket.emit('ready');
    socket.emit('disconnect', 'io server disconnect');
    expect(client.getStatus()).toBe('offline');
  });

  it('tries a refused handshake again, backing off, until the server lets it in', async () => {
    vi.useFakeTimers();
    try {
      const realtime = fakeRealtime();
      const client = createRealtimeClient(realtime.connect);
      client.start('token');
      const socket = await vi.waitFor(() => realtime.sockets[0]!);
      await vi.waitFor(() => expect(socket.connects).toBe(1));

      socket.active = false;
      socket.emit(
        'connect_error',
        new Error('The service is briefly unavailable. Please try again in a moment.'),
      );
      await vi.advanceTimersByTimeAsync(1_000);
      expect(socket.connects).toBe(2);
      socket.emit('connect_error', new Error('The service is briefly unavailable.'));
      await vi.advanceTimersByTimeAsync(900);
      expect(socket.connects).toBe(2); // the second wait is longer
      await vi.advanceTimersByTimeAsync(1_200);
      expect(socket.connects).toBe(3);
      socket.emit('ready');
      expect(client.getStatus()).toBe('live');

      client.stop();
      socket.emit('connect_error', new Error('The service is briefly unavailable.'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(socket.connects).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['invalid token', 'jwt expired'])(
    'signs out when the handshake says "%s"',
    async (text) => {
      signIn();
      const realtime = fakeRealtime();
      const client = createRealtimeClient(realtime.connect);
      client.start('token');
      const socket = await realtime.openSocket();

      socket.emit('connect_error', new Error('Your account has been Deactivated.'));
      expect(getSession().token).toBe('test-token');
      socket.emit('connect_error', new Error(text));
      expect(getSession()).toEqual({ token: null, user: null });
    },
  );
});

function Listener() {
  const [heard, setHeard] = useState<string[]>([]);
  useRealtimeEvent('notification', (notification) =>
    setHeard((all) => [...all, notification.message]),
  );
  return <p>Heard: {heard.join(', ')}</p>;
}

describe('realtime provider', () => {
  it('follows the session: a socket after sign-in, a new one for a new token, none after sign-out', async () => {
    const { realtime } = renderWithProviders(<Listener />);
    expect(realtime.sockets).toHaveLength(0);

    act(() => startSession('one', aUser()));
    const first = await realtime.openSocket();
    expect(first.token).toBe('one');
    await realtime.serverEmit('notification', aNotification({ message: 'hello' }));
    expect(screen.getByText('Heard: hello')).toBeInTheDocument();

    act(() => startSession('two', aUser()));
    const second = await realtime.openSocket();
    expect(first.closed).toBe(true);
    expect(second.token).toBe('two');

    act(() => clearSession());
    expect(second.closed).toBe(true);
    expect(realtime.sockets).toHaveLength(2);
  });
});
