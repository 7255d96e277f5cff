// The live clients of bench/scale.mjs: Socket.IO connections through the balancer, reconnecting
// by themselves as the web app's do. A watched client (a team owner, who hears of every comment on
// their products and of their reminders) keeps each notification it heard live, by id, and on
// every 'ready' after the first — a reconnection, or Redis back — fetches the latest ones from the
// list, as the web app does: what it missed while away.
import { io } from 'socket.io-client';

const CATCH_UP_LIMIT = 50;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function open(base, token) {
  return io(base, {
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
}

/** The ids of the newest notifications, tried again while the service is briefly unavailable. */
async function latest(base, token) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    try {
      const response = await fetch(
        `${base}/api/v1/notifications/userNotifications?limit=${CATCH_UP_LIMIT}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (response.ok) return (await response.json()).data.map((item) => item._id);
    } catch {
      // the balancer or an instance is restarting
    }
    await sleep(1000);
  }
  throw new Error('the notification list could not be fetched for 30 s');
}

function watched(base, person) {
  const client = {
    userId: person.userId,
    socket: open(base, person.token),
    /** When its first 'ready' came: notifications recorded since are owed to it. */
    since: null,
    live: new Map(),
    /** When each notification was first heard live (ms since the epoch). */
    heardAt: new Map(),
    caughtUp: new Set(),
    refused: 0,
    catchUps: [],
  };
  client.socket.on('notification', (notification) => {
    client.live.set(notification._id, (client.live.get(notification._id) ?? 0) + 1);
    if (!client.heardAt.has(notification._id)) client.heardAt.set(notification._id, Date.now());
  });
  client.socket.on('ready', () => {
    if (!client.since) {
      client.since = new Date();
      return;
    }
    client.catchUps.push(
      latest(base, person.token).then((ids) => ids.forEach((id) => client.caughtUp.add(id))),
    );
  });
  client.socket.on('connect_error', (error) => {
    if (/token|session/i.test(error.message)) client.refused += 1;
  });
  return client;
}

/** Resolves once the socket is first in its rooms (listening from its creation on). */
function firstReady(socket, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a socket was not ready in time')), timeoutMs);
    socket.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Connects one watched socket per owner and `total` sockets in all (the rest spread over the
 * people, a few tabs each), in batches; resolves once all are in their rooms.
 */
export async function connectClients(base, { owners, people }, total) {
  const clients = [];
  const others = [];
  const readies = [];
  for (let i = 0; i < total; i += 1) {
    let socket;
    if (i < owners.length) {
      const client = watched(base, owners[i]);
      clients.push(client);
      socket = client.socket;
    } else {
      socket = open(base, people[i % people.length].token);
      others.push(socket);
    }
    readies.push(firstReady(socket, 120_000));
    if ((i + 1) % 100 === 0) await sleep(200);
  }
  await Promise.all(readies);
  const sockets = [...clients.map((client) => client.socket), ...others];
  return {
    clients,
    count: sockets.length,
    /** How many are connected now. */
    connected: () => sockets.filter((socket) => socket.connected).length,
    async close() {
      await Promise.allSettled(clients.flatMap((client) => client.catchUps));
      sockets.forEach((socket) => socket.close());
    },
  };
}
