// Debian's Chromium is the browser of the journeys (STACK.md): never a downloaded build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser journeys…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install chromium by hand.`);
      process.exit(1);
    }
  }
}
