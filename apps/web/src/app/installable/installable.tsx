/**
 * The installable app's live part (issue 48 §1), loaded after the first render so the service
 * worker costs the first load nothing (installable-loader.tsx): registers the worker built by
 * vite-plugin-pwa (Workbox), offers the reload when a new release's worker is waiting, and says
 * when the browser is offline.
 */
import { useEffect, useRef, useState } from 'react';
import { OfflineNotice, UpdatePrompt, useOnline } from './installable-notices';

type UpdateWorker = (reloadPage?: boolean) => Promise<void>;

interface Worker {
  update: UpdateWorker;
  registration: ServiceWorkerRegistration | undefined;
}

export default function Installable() {
  const online = useOnline();
  const [needRefresh, setNeedRefresh] = useState(false);
  const worker = useRef<Worker | null>(null);
  // Only this page's own Reload click reloads it: when another tab's click hands every tab to the
  // new worker, this one keeps its page (and whatever is being typed) and offers the reload.
  const reloadAsked = useRef(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let live = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (!live) return;
      const current: Worker = { update: async () => {}, registration: undefined };
      current.update = registerSW({
        onNeedRefresh: () => setNeedRefresh(true),
        onNeedReload: () => {
          if (reloadAsked.current) window.location.reload();
          else setNeedRefresh(true);
        },
        onRegisteredSW: (_url, registration) => {
          current.registration = registration;
        },
      });
      worker.current = current;
    });
    return () => {
      live = false;
    };
  }, []);

  const reload = () => {
    reloadAsked.current = true;
    // The waiting worker takes over (skipWaiting), then the page reloads on its files; if another
    // tab has made it take over already, the page only has to reload.
    if (worker.current?.registration?.waiting) void worker.current.update(true);
    else window.location.reload();
  };

  return (
    <>
      <OfflineNotice online={online} />
      <UpdatePrompt
        needRefresh={needRefresh}
        onReload={reload}
        onLater={() => setNeedRefresh(false)}
      />
    </>
  );
}
