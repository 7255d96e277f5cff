import type { Plugin } from 'vite';

// `components/Button/Button.module.mjs` is the class map every part of Button reads.
const CLASS_MAP = /@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet (`@mantine/core/styles/<Name>.css`, one per
 * class map) instead of the app loading all of Mantine's CSS up front, so a route's CSS travels
 * in the chunk that renders it. The import goes last in the module, so a component's styles follow
 * those of the components it is built on, in the same order as Mantine's full stylesheet.
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'atelier:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const name = CLASS_MAP.exec(id)?.[1];
      if (!name) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${name}.css';\n`, map: null };
    },
  };
}
