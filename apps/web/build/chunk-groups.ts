/**
 * How the build groups modules into files. Left to itself, Rolldown gives every set of modules
 * that a different set of pages shares its own chunk: a signed-in visitor's first page needed 110
 * scripts and 26 stylesheets, which a phone on a slow connection fetches six at a time, in waves
 * (Lighthouse: 145 requests, LCP 8.6 s on /dashboard). Groups make few, larger files instead:
 * - `initial`: everything the entry loads statically, in the entry's file;
 * - `forms`: the form library, which the sign-in page and every page with a form use, but not the
 *   signed-in layout or the dashboard;
 * - `app-shell`: what the signed-in layout and the dashboard need beyond those, one file that
 *   every signed-in page shares, so later pages add only their own code;
 * - `public-shell`: what the sign-in page needs beyond all of them.
 * The signed-in shell comes first: a module both shells use lives in it, so the dashboard loads one
 * file and none of the sign-in page's code, and the sign-in page loads the shell as well, which
 * its visitor needs next. The other way round, the dashboard waited on the sign-in page's file and
 * the form library (Lighthouse LCP 2.85–2.95 s against 2.66–2.71 s, issue 10).
 * Pages reached later keep Rolldown's automatic chunks.
 */
import path from 'node:path';

/** The shape of Rolldown's `output.codeSplitting` this file fills (Vite re-exports no type). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` reaches through static imports, `from` included. */
function staticClosure(from: string, graph: ModuleGraph, into = new Set<string>()) {
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (into.has(id)) continue;
    into.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return into;
}

export const PUBLIC_SHELL = 'public-shell';
export const APP_SHELL = 'app-shell';

/** The pages each group is made for, by file under `src`, highest priority first. */
const SHELLS = [
  {
    name: APP_SHELL,
    roots: ['app/layouts/signed-in-layout.tsx', 'app/routes/app/dashboard.tsx'],
  },
  {
    name: PUBLIC_SHELL,
    roots: ['app/layouts/public-layout.tsx', 'app/routes/public/login.tsx'],
  },
];

/**
 * Reached through barrels whose unused exports the build drops: following imports cannot tell
 * which of their modules a page really uses, so automatic chunking places them.
 */
const UNGROUPED = /packages[\\/]domain[\\/]|node_modules[\\/](zod|libphonenumber-js)[\\/]/;

/** The form library and its schema resolvers. */
const FORMS = /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/;

/** `src` is the absolute path of the app's source folder. */
export function chunkGroups(src: string) {
  let owners: Map<string, string> | undefined;

  /** Which shell each module belongs to, worked out from the module graph on the first call. */
  function ownerOf(id: string, graph: ModuleGraph) {
    if (!owners) {
      owners = new Map();
      const taken = staticClosure(path.join(src, 'main.tsx'), graph);
      for (const shell of SHELLS) {
        const reached = new Set<string>();
        for (const root of shell.roots) staticClosure(path.join(src, root), graph, reached);
        for (const module of reached) {
          if (taken.has(module) || UNGROUPED.test(module)) continue;
          taken.add(module);
          owners.set(module, shell.name);
        }
      }
    }
    return owners.get(id) ?? null;
  }

  return {
    groups: [
      { name: 'initial', tags: ['$initial' as const], priority: SHELLS.length + 2 },
      { name: 'forms', test: FORMS, priority: SHELLS.length + 1 },
      ...SHELLS.map((shell, index) => ({
        name: (id: string, graph: ModuleGraph) =>
          ownerOf(id, graph) === shell.name ? shell.name : null,
        debugName: shell.name,
        priority: SHELLS.length - index,
      })),
    ],
  };
}
