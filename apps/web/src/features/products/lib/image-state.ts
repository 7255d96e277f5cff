/** The router state /productImgDetail/{id} is opened with (SPEC §2). */
export interface ProductImageState {
  productId: string;
  productName: string;
  imagePath: string;
  imageName: string;
}
