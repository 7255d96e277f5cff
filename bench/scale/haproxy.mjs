// HAProxy in front of the instances, on loopback (bench/scale.mjs): Debian's haproxy (installed
// with apt-get when missing, as root), running deploy/haproxy.cfg itself with the instances'
// loopback ports in place of Docker's service name and resolver.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../atelier.mjs';
import { stopProcess } from '../stop-process.mjs';
import { waitFor } from '../wait-for.mjs';

export function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error("HAProxy is missing: 'sudo apt-get install -y haproxy'");
  }
  console.log('Installing Debian haproxy…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { env, stdio: 'inherit' });
}

/** deploy/haproxy.cfg for instances on loopback ports, listening on `port`, health every second. */
export function loopbackConfig(port, instancePorts) {
  const deployed = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  return (
    deployed
      .replace(
        /^global\n/m,
        'global\n  # This machine allows 20,000 open files: a connection takes two.\n',
      )
      .replace(/^ {2}maxconn \d+$/m, '  maxconn 8000')
      // No request log: it would be a line per request of the load.
      .replace(/^ {2}log stdout.*\n/m, '')
      .replace(/^ {2}(log global|option httplog)\n/gm, '')
      .replace(/^# Docker's DNS.*\nresolvers docker\n(?: {2}.*\n)+\n/m, '')
      .replace(/^ {2}bind :8080$/m, `  bind 127.0.0.1:${port}`)
      .replace(/ resolvers docker init-addr none/, '')
      .replace(/inter 2s/, 'inter 1s')
      .replace(
        /^ {2}server-template .*$/m,
        instancePorts.map((instance, i) => `  server app${i + 1} 127.0.0.1:${instance}`).join('\n'),
      )
  );
}

/** Starts HAProxy on `port` before the instances on `instancePorts`; `close()` stops it. */
export async function startHaproxy(port, instancePorts) {
  ensureHaproxy();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, loopbackConfig(port, instancePorts));
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    async close() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
