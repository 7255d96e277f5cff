import { Navigate, useParams } from 'react-router';
import { paramsFromPath } from '../../../features/products/lib/wall-filters';
import { paths } from '../../../lib/paths';

/** `/Wall/{season}/{deadline}/{tag}/{category}/{fabric}` (SPEC §2): the wall with those filters. */
export function WallPathFiltersRoute() {
  const query = paramsFromPath(useParams()).toString();
  return <Navigate to={query ? `${paths.wall}?${query}` : paths.wall} replace />;
}
