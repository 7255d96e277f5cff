import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paramsFromPath, wallAddress } from '../lib/wall-filters';

type Update = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The wall's filters, read from its address (the query, and on the wall of all teams SPEC's
 * path) and written back to it in the shape `wallAddress` gives, names and all.
 */
export function useWallParams(teamId: string | undefined) {
  const segments = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => paramsFromPath(segments, query), [segments, query]);
  const setParams = (update: Update, options: { replace?: boolean } = {}) => {
    const next = typeof update === 'function' ? update(params) : update;
    void navigate(wallAddress(teamId, next), { replace: options.replace ?? false });
  };
  return [params, setParams] as const;
}
