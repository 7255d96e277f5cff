// Local ESLint rule for the dependency direction of DESIGN §7 and the feature boundaries of
// STYLE.md. eslint-plugin-import-x would do this, but its native resolver's platform packages are
// not all published at one version on the registry these machines use, which breaks `npm ci`.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** zones: [{ target, from, except?, message }] with paths relative to the repository root. */
function check(context, node, zones) {
  const source = node.source?.value;
  if (typeof source !== 'string') return;
  const file = context.filename;
  const imported = source.startsWith('.') ? path.resolve(path.dirname(file), source) : null;
  for (const zone of zones) {
    const target = path.join(root, zone.target);
    if (!inside(file, target)) continue;
    const packages = zone.packages ?? [];
    const hitsPackage = packages.some((name) => source === name || source.startsWith(`${name}/`));
    const from = path.join(root, zone.from ?? '__none__');
    const excepted = (zone.except ?? []).some(
      (dir) => imported && inside(imported, path.join(root, dir)),
    );
    if (hitsPackage || (imported && inside(imported, from) && !excepted)) {
      context.report({ node: node.source, message: zone.message });
    }
  }
}

/**
 * options: { modules, allow }. A file of `modules/<a>/` may import from another module `<b>` only
 * its `service.ts` or a `*-service.ts` beside it, the policy module (not its queries), or a file
 * `allow` lists (paths relative to `modules`, as docs/ARCHITECTURE.md names them).
 */
function checkModule(context, node, { modules, allow = [] }) {
  const source = node.source?.value;
  if (typeof source !== 'string' || !source.startsWith('.')) return;
  const dir = path.join(root, modules);
  const file = context.filename;
  if (!inside(file, dir)) return;
  const imported = path.resolve(path.dirname(file), source);
  if (!inside(imported, dir)) return;
  const [from] = path.relative(dir, file).split(path.sep);
  const target = path.relative(dir, imported).split(path.sep);
  const [to] = target;
  if (to === from) return;
  const inner = target.slice(1).join('/');
  if (
    to === 'policy'
      ? !/(^|-)queries(\.ts)?$/.test(inner)
      : /^([a-z-]+-)?service(\.ts)?$/.test(inner)
  )
    return;
  if (allow.includes(target.join('/'))) return;
  context.report({
    node: node.source,
    message: `A module imports another only through its service.ts (or *-service.ts) or a helper docs/ARCHITECTURE.md lists: ${target.join('/')} is neither.`,
  });
}

export const boundaries = {
  rules: {
    'module-imports': {
      meta: { type: 'problem', schema: [{ type: 'object' }] },
      create(context) {
        const options = context.options[0] ?? { modules: '__none__' };
        const visit = (node) => checkModule(context, node, options);
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
    'restricted-paths': {
      meta: { type: 'problem', schema: [{ type: 'array' }] },
      create(context) {
        const zones = context.options[0] ?? [];
        const visit = (node) => check(context, node, zones);
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
