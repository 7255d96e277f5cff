/**
 * The installable app's live part (issue 48 §1), loaded after the first render so the service
 * worker costs the first load nothing (installable-loader.tsx): registers the worker built by
 * vite-plugin-pwa (Workbox), offers the reload when a new release's worker is waiting, and says
 * when the browser is offline.
 */
import { useEffect, useState } from 'react';
import { OfflineNotice, UpdatePrompt, useOnline } from './installable-notices';

type UpdateWorker = (reloadPage?: boolean) => Promise<void>;

export default function Installable() {
  const online = useOnline();
  const [needRefresh, setNeedRefresh] = useState(false);
  const [update, setUpdate] = useState<{ run: UpdateWorker } | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let live = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (!live) return;
      const run = registerSW({ onNeedRefresh: () => setNeedRefresh(true) });
      setUpdate({ run });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <OfflineNotice online={online} />
      <UpdatePrompt
        needRefresh={needRefresh}
        // The waiting worker takes over (skipWaiting), then the page reloads on its files.
        onReload={() => void update?.run(true)}
        onLater={() => setNeedRefresh(false)}
      />
    </>
  );
}
