// One lint config for the whole repository. The dependency direction of DESIGN §7 and the feature
// boundaries of STYLE.md are enforced by the local rule in tools/eslint/boundaries.js.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/eslint/boundaries.js';

/**
 * The pure helpers a server module may import from another besides its services: the one list,
 * named in docs/ARCHITECTURE.md ("Sharing between modules"). Paths are under apps/server/src/modules.
 */
export const MODULE_HELPERS = [
  'accounts/presenter.ts', // presentUser: a user as every answer shows one
  'products/presenter.ts', // ProductDeadline: a product's deadline as the calendar shows it
  'sharing/tokens.ts', // a link's signed token, for live line-sheet and tech pack links too
  'teams/mail.ts', // the team invitation e-mail, sent by users when an admin adds someone
];

const zone = (target, from, message, extra = {}) => ({ target, from, message, ...extra });
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));

const zones = [
  zone('packages/domain', 'apps', 'packages/domain imports no app (DESIGN §7).', {
    packages: ['@atelier/server', '@atelier/web'],
  }),
  zone(
    'packages/client',
    'apps',
    'packages/client imports no app: its types come from the OpenAPI document (docs/api.md).',
    { packages: ['@atelier/server', '@atelier/web'] },
  ),
  zone('apps/web', 'apps/server', 'The web app never imports server code (DESIGN §7).', {
    packages: ['@atelier/server'],
  }),
  zone('apps/server', 'apps/web', 'The server never imports web code (DESIGN §7).', {
    packages: ['@atelier/web'],
  }),
  // bulletproof-react (STYLE.md): features never import each other; shared code never imports
  // features or app screens.
  ...webFeatures.map((feature) =>
    zone(
      `apps/web/src/features/${feature}`,
      'apps/web/src/features',
      'Features do not import each other.',
      {
        except: [`apps/web/src/features/${feature}`],
      },
    ),
  ),
  zone(
    'apps/web/src/components',
    'apps/web/src/features',
    'Shared components do not import features.',
  ),
  zone('apps/web/src/lib', 'apps/web/src/features', 'lib does not import features.'),
  zone('apps/web/src/api', 'apps/web/src/features', 'Shared endpoints do not import features.'),
  zone('apps/web/src/features', 'apps/web/src/app', 'Features do not import app screens.'),
  zone(
    'apps/web/src/components',
    'apps/web/src/app',
    'Shared components do not import app screens.',
  ),
  zone('apps/web/src/lib', 'apps/web/src/app', 'lib does not import app screens.'),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      // Generated from the OpenAPI document by `npm run client:generate`.
      'packages/client/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'boundaries/restricted-paths': ['error', zones],
    },
  },
  {
    // No import cycles, type-only ones included: a cycle is two files that must change together.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/*/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // STYLE.md: a module may call another module's service, never its queries. Code outside the
    // modules (app.ts, cli/, test/) is held to the queries part of it.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*/queries.ts', '**/modules/*/*-queries.ts'],
              message: "Call the module's service.ts, never its queries.",
            },
          ],
        },
      ],
    },
  },
  {
    // docs/ARCHITECTURE.md: a module imports from another only its service.ts (or a *-service.ts),
    // the policy module (not its queries), or one of the helpers listed here, which the page names.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'boundaries/module-imports': [
        'error',
        { modules: 'apps/server/src/modules', allow: MODULE_HELPERS },
      ],
    },
  },
  {
    // Issue 32: an API route is registered from its contract in @atelier/domain, through route().
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/health/routes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/][callee.object.name='app']",
          message:
            'Declare the endpoint in packages/domain/src/contracts and register it with route().',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Scripts print; so do the API guide's examples (docs/api.md), as a reader's script would.
    files: [
      'scripts/**',
      'bench/**',
      '.ci/**',
      'tools/**',
      'apps/web/build/**/*.mjs',
      'packages/client/examples/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
