import { SHARE_LINK_ACCESS, type ShareLinkAccess } from '@atelier/domain';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useSharedProduct, useTeamFaces } from '../../features/products/api/shared-product';
import { SharedHeader } from '../../features/products/components/share/shared-header';
import {
  SharedLinkInvalid,
  SharedProductSkeleton,
} from '../../features/products/components/share/shared-product-page';
import { SharedProductView } from '../../features/products/components/share/shared-product-view';
import { SharedSideNav } from '../../features/products/components/share/shared-side-nav';
import { rememberProductTarget } from '../../lib/product-redirect';
import { useSession } from '../../lib/session';
import { SharedLinkLayout } from '../layouts/shared-link-layout';

const isAccess = (value: string | undefined): value is ShareLinkAccess =>
  (SHARE_LINK_ACCESS as readonly string[]).includes(value ?? '');

/**
 * /ProductDetailLinkShare/{productId}/{teamId}/{action}?sharedby=…&token=… (SPEC §2): an action
 * other than view or can-comment-and-view sends the visitor to /; otherwise the token alone
 * decides what opens, signed in or not.
 */
export function SharedProductRoute() {
  const { action, teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const sharedBy = params.get('sharedby')?.trim() || null;
  const { token: session } = useSession();
  const shared = useSharedProduct(token);
  const faces = useTeamFaces(shared.data?.team._id ?? teamId, token);
  useDocumentTitle(`${shared.data?.product.name ?? 'Shared design'} · Atelier`);

  if (!isAccess(action)) return <Navigate to="/" replace />;

  // An open image is part of the address, so Back and a reload keep it.
  const openImage = (fileId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (fileId) next.set('image', fileId);
      else next.delete('image');
      return next;
    });

  return (
    <SharedLinkLayout
      header={
        <SharedHeader
          faces={faces.data ?? []}
          sharedBy={sharedBy}
          signedIn={Boolean(session)}
          onLogin={() => {
            // A team member who signs in from here lands on the product's own page.
            if (shared.data) {
              const { product } = shared.data;
              rememberProductTarget(`/productDetail/${product._id}/${product.teamId}`);
            }
          }}
        />
      }
      nav={
        <SharedSideNav
          productName={shared.data?.product.name ?? 'Shared design'}
          teamName={shared.data?.team.name ?? ''}
        />
      }
    >
      {!token || shared.isError ? (
        <SharedLinkInvalid error={token ? shared.error : null} />
      ) : !shared.data ? (
        <SharedProductSkeleton />
      ) : (
        <SharedProductView
          shared={shared.data}
          token={token}
          sharedBy={sharedBy}
          imageId={params.get('image')}
          onOpenImage={openImage}
        />
      )}
    </SharedLinkLayout>
  );
}
