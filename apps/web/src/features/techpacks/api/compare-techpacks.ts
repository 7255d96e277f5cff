import { techpackEndpoints, type TechpackComparison } from '@atelier/domain';
import type { LanguageCode } from '@atelier/domain/general-settings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { PSEUDO_LANGUAGE, useLocale } from '../../../lib/i18n';
import { techpackKeys } from './keys';

/**
 * `GET product/{id}/techpack/compare?from&to&language`: what changed, as sentences grouped by
 * section, written in `language` (costs only for whoever may see them: the server decides).
 */
export async function compareTechpacks(
  productId: string,
  from: string,
  to: string,
  language: LanguageCode,
): Promise<TechpackComparison> {
  const { data } = await callApi(techpackEndpoints.compare, {
    params: { id: productId },
    query: { from, to, language },
  });
  return data;
}

/** The comparison in the page's language (the pseudo-locale reads English). */
export function useTechpackComparison(productId: string, from: string | null, to: string | null) {
  const shown = useLocale().language;
  const language = shown === PSEUDO_LANGUAGE ? 'en' : shown;
  return useQuery({
    queryKey: [...techpackKeys.compare(productId, from ?? '', to ?? ''), language],
    queryFn: () => compareTechpacks(productId, from!, to!, language),
    enabled: from !== null && to !== null && from !== to,
  });
}
