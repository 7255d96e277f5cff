/**
 * The rules of an uploaded file (a media_files row, DESIGN §5). A product's file is seen by whoever
 * sees the product (a share-link visitor of that product included) and removed by whoever may edit
 * it. A team's other files (fabric swatches, the library's images) are seen by its active members
 * and removed by those who manage the library. A person's own pictures and logos may stay public:
 * anyone sees them, only their owner removes them.
 */
import type { FileAction } from '@atelier/domain';
import { decideProduct } from './product.ts';
import { ALLOWED, HIDDEN } from './standing.ts';
import type { Decision, Standing } from './standing.ts';
import { decideTeam } from './team.ts';

export interface FileRef {
  path: string;
  teamId: string | null;
  productId: string | null;
  ownerId: string | null;
}

export function decideFile(standing: Standing, action: FileAction, file: FileRef): Decision {
  if (file.teamId === null) {
    if (action === 'view') return ALLOWED;
    return standing.kind === 'user' && file.ownerId === standing.userId ? ALLOWED : HIDDEN;
  }
  if (file.productId !== null) {
    const product = { id: file.productId, teamId: file.teamId };
    return decideProduct(standing, action === 'view' ? 'view' : 'edit', product);
  }
  return decideTeam(standing, action === 'view' ? 'viewTeam' : 'manageCatalogue', {
    teamId: file.teamId,
  });
}
