// A TCP port nobody listens on right now, so a benchmark's servers never meet another engineer's.
import net from 'node:net';

export async function sparePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
