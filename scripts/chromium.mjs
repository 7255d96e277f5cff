// Debian's Chromium is the browser of the journeys and of Lighthouse (STACK.md): never a
// downloaded build. The journeys run in its headless shell (Debian's `chromium-headless-shell`,
// the build Playwright itself runs headless): the same Blink and V8 without the full browser's
// GPU process, about a quarter less CPU on a 2-core machine (docs/decisions.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The full browser (Lighthouse measures what a person's Chrome does). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The binary itself, not /usr/bin's shell wrapper, so that stopping it stops the browser. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

function aptInstall(pkg) {
  if (process.getuid?.() !== 0) return false;
  console.log(`Installing Debian ${pkg} for the browser journeys…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }).status === 0;
  return (
    install() || (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }), install())
  );
}

export function ensureChromium() {
  if (existsSync(CHROMIUM) || aptInstall('chromium')) return;
  console.error(
    `Chromium is missing: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

/**
 * The browser the journeys run: CHROMIUM_PATH when set, else the headless shell (installed when
 * missing and running as root), else the full browser.
 */
export function journeyBrowser() {
  if (process.env.CHROMIUM_PATH) {
    ensureChromium();
    return process.env.CHROMIUM_PATH;
  }
  if (existsSync(HEADLESS_SHELL) || aptInstall('chromium-headless-shell')) return HEADLESS_SHELL;
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.error(
    `Chromium is missing: install it with 'sudo apt-get install -y chromium-headless-shell' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
