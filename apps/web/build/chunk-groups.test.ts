import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

const src = '/app/src';
const imports: Record<string, string[]> = {
  [`${src}/main.tsx`]: ['/node_modules/react/index.js', `${src}/lib/session.ts`],
  [`${src}/app/layouts/public-layout.tsx`]: ['/node_modules/@mantine/core/Container.mjs'],
  [`${src}/app/routes/public/login.tsx`]: [
    `${src}/lib/session.ts`,
    '/node_modules/react-hook-form/index.js',
    '/node_modules/@mantine/core/Paper.mjs',
    '/repo/packages/domain/src/index.ts',
  ],
  [`${src}/app/layouts/signed-in-layout.tsx`]: [
    '/node_modules/@mantine/core/AppShell.mjs',
    '/node_modules/react-hook-form/index.js',
  ],
  [`${src}/app/routes/app/dashboard.tsx`]: [
    '/node_modules/zod/v4/index.js',
    '/node_modules/@mantine/core/Paper.mjs',
  ],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };

/** The group each module falls in: the first group (by priority) whose name function takes it. */
function groupOf(id: string) {
  const { groups } = chunkGroups(src);
  const named = groups.slice(1).sort((a, b) => b.priority - a.priority);
  for (const group of named) {
    if ('test' in group && group.test && !group.test.test(id)) continue;
    const name = typeof group.name === 'function' ? group.name(id, graph) : group.name;
    if (name) return name;
  }
  return null;
}

describe('chunk groups', () => {
  it('puts the entry’s own modules in the initial group, by tag', () => {
    expect(chunkGroups(src).groups[0]).toMatchObject({ name: 'initial', tags: ['$initial'] });
    expect(groupOf(`${src}/lib/session.ts`)).toBeNull();
    expect(groupOf('/node_modules/react/index.js')).toBeNull();
  });

  it('gives the signed-in shell its modules and those both shells use, the sign-in page the rest', () => {
    expect(groupOf(`${src}/app/layouts/signed-in-layout.tsx`)).toBe('app-shell');
    // Shared by both: the shell has it first, and the sign-in page imports it from there.
    expect(groupOf('/node_modules/@mantine/core/Paper.mjs')).toBe('app-shell');
    expect(groupOf(`${src}/app/routes/public/login.tsx`)).toBe('public-shell');
    expect(groupOf('/node_modules/@mantine/core/Container.mjs')).toBe('public-shell');
  });

  it('keeps the form library apart: both use it, but the shell never downloads it', () => {
    expect(groupOf('/node_modules/react-hook-form/index.js')).toBe('forms');
    expect(groupOf('/node_modules/@hookform/resolvers/zod/index.js')).toBe('forms');
  });

  it('leaves modules reached through barrels to automatic chunking', () => {
    expect(groupOf('/repo/packages/domain/src/index.ts')).toBeNull();
    expect(groupOf('/node_modules/zod/v4/index.js')).toBeNull();
  });
});
