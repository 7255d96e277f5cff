import { RouterProvider } from 'react-router';
import { InstallableLoader } from './installable/installable-loader';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The one router, made at the first render rather than when this module loads: building it (its
 * routes ranked, the address matched) was a fifth of the entry's evaluation, a task the phone
 * could not answer in. Rendered as a transition, it costs a slice instead.
 */
function appRouter() {
  router ??= createAppRouter();
  return router;
}

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={appRouter()} />
      <InstallableLoader />
    </AppProvider>
  );
}
