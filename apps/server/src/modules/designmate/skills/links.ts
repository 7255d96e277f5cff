/** The pages designmate's answers link to, as the web app spells its routes (SPEC §2). */
import type { DesignmateSource } from '@atelier/domain';

export const productUrl = (productId: string) => `/productDetail/${productId}`;

export const imageUrl = (fileId: string, productId: string) =>
  `/productImgDetail/${fileId}?${new URLSearchParams({ product: productId }).toString()}`;

export const productSource = (product: { _id: string; name: string }): DesignmateSource => ({
  kind: 'product',
  _id: product._id,
  title: product.name,
  url: productUrl(product._id),
});
