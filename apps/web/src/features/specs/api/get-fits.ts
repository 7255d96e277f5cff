import { fitEndpoints, type FitSession } from '@atelier/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { specKeys } from './keys';

/** `GET product/{id}/fits`: every fit session, newest first, with its counts and no rows. */
export async function getFits(productId: string): Promise<FitSession[]> {
  const { data } = await callApi(fitEndpoints.list, { params: { id: productId } });
  return data;
}

/**
 * The product's sessions; a sample request received or measured (issue 47 §3) opens or fills one,
 * so its live change reads them again.
 */
export function useFits(productId: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent('sampleChanged', (change) => {
    if (change.productId === productId)
      void queryClient.invalidateQueries({ queryKey: specKeys.fits(productId) });
  });
  return useQuery({ queryKey: specKeys.fits(productId), queryFn: () => getFits(productId) });
}

/** `GET product/{id}/fits/{fitId}`: the latest entry of each point measured, with deviations. */
export async function getFit(productId: string, fitId: string): Promise<FitSession> {
  const { data } = await callApi(fitEndpoints.get, { params: { id: productId, fitId } });
  return data;
}

/**
 * Read again whenever a session is shown: its photos' pins are placed on the image page, so a
 * session reopened after pinning says how many there are now.
 */
export function useFit(productId: string, fitId: string) {
  return useQuery({
    queryKey: specKeys.fit(productId, fitId),
    queryFn: () => getFit(productId, fitId),
    refetchOnMount: 'always',
  });
}
