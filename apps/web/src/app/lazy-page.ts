import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a module's named component export, so each route is its own chunk, with
 * `preload()` to fetch it before it is rendered. Once loaded, the component renders at once:
 * React.lazy alone suspends on its first render even when the module has already arrived, which
 * put the loader up for a moment between the prerendered sign-in page and the live one.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType;
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined; // asked for again when the page is rendered
        throw error;
      },
    ));
  const Lazy = lazy(preload);

  function Page(props: object) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}
