import { wallUrl } from '../../../lib/paths';

// The image page's address lives in lib/paths: fit photos (features/specs) open it too.
export { productImageUrl } from '../../../lib/paths';

/** Where a product or image that does not exist sends the person back (QueryError's 404). */
export const BACK_TO_WALL = { backTo: wallUrl(), backLabel: 'Back to the wall' } as const;
