// Starting Atelier for a benchmark and talking to it: one embedded instance on a port and a
// temporary data folder, the JSON API, and signing a person up through the e-mailed code.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcess } from './stop-process.mjs';
import { waitFor } from './wait-for.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `npm start`'s server; `stop()` ends it and removes its data. */
export async function startAtelier(port, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn('node', [...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    dataDir,
    pid: server.pid,
    async stop() {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One API call; resolves with the HTTP status and the envelope. */
export async function request(base, method, pathname, { body, token, headers = {} } = {}) {
  const response = await fetch(`${base}/api/v1/${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** One API call that must succeed; resolves with its `data`. */
export async function api(base, method, pathname, body, token) {
  const { status, json } = await request(base, method, pathname, { body, token });
  if (status >= 400) throw new Error(`${method} ${pathname}: ${json.responseMessage}`);
  return json.data;
}

async function codeFromOutbox(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [];
    for (const file of files) {
      if (!file.isFile()) continue;
      const text = readFileSync(path.join(outbox, file.name), 'utf8');
      const match = text.match(/Subject: Your Atelier code is (\d{6})/);
      if (match && text.includes(`To: ${email}`)) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100)); // the job writes it shortly
  }
  throw new Error(`no code e-mailed to ${email}`);
}

export const PASSWORD = 'Sketch#2026';

/** Registers `email`; with `verify`, enters the e-mailed code and resolves with the token. */
export async function signUp(atelier, email, { verify = true } = {}) {
  const { signupToken } = await api(atelier.base, 'POST', 'auth/register', {
    fullName: 'Bench Designer',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  if (!verify) return null;
  const otp = await codeFromOutbox(atelier.dataDir, email);
  const { token } = await api(atelier.base, 'POST', 'auth/verifyOtp', {
    email,
    otp,
    purpose: 'signup',
    signupToken,
  });
  return token;
}
