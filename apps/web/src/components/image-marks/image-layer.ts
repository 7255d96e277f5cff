import type { ReactNode } from 'react';
import type { PinPoint } from './image-point';

/**
 * Marks of another kind than comment pins, laid over an image page by a feature the page does not
 * know (construction callouts): the page shows them when the reader switches to them, places
 * them where the image is clicked while `placing`, and puts their list beside the image.
 */
export interface ImageLayer {
  /** The switch's label and the marks' name: 'Callouts'. */
  label: string;
  /** The marks, each in a `MarkAnchor`, drawn inside the image's `PinnedImage`. */
  marks: ReactNode;
  /** Class names of the marks, which the zoom's panning leaves alone (they take drags). */
  markClasses: readonly string[];
  /** Over the image's top-left corner: the way to add one, for who may. */
  tools: ReactNode;
  /** Beside the image (below on a phone): the marks as a list. */
  panel: ReactNode;
  placing: boolean;
  setPlacing: (placing: boolean) => void;
  place: (point: PinPoint) => void;
  /** What the hint over the image says while placing. */
  placingHint: string;
  /** Escape: lets go of a mark being drafted; false when there was none. */
  cancel: () => boolean;
}

/**
 * How a page lays a layer over an image: it renders the image page (`stage`) with the layer of
 * that image, so the feature owning the marks keeps their state and queries.
 */
export type ImageLayerSlot = (
  fileId: string,
  stage: (layer: ImageLayer | null) => ReactNode,
) => ReactNode;
