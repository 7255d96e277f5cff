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

export const boundaries = {
  rules: {
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
