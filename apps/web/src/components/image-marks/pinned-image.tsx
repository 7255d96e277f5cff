import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { KeepScale } from 'react-zoom-pan-pinch';
import { IMAGE_CANVAS_ATTRIBUTE, pinPosition, pointIn, type PinPoint } from './image-point';
import classes from './pinned-image.module.css';

interface PinnedImageProps {
  src: string;
  alt: string;
  /** While true, a click on the image places a mark where it lands (`onPlace`). */
  placing?: boolean;
  onPlace?: (point: PinPoint) => void;
  /** The marks over the image, each in a `MarkAnchor`. */
  children?: ReactNode;
}

/**
 * The image at its on-screen size with marks over it (comment pins, construction callouts), for
 * inside react-zoom-pan-pinch's TransformComponent (whose content must be a CSS size container).
 * While placing, a click gives the point it lands on as fractions of the image.
 */
export function PinnedImage({ src, alt, placing = false, onPlace, children }: PinnedImageProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // On load, or at once for an image the browser already has.
  const measure = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete || image.naturalWidth === 0) return;
    const { naturalWidth: width, naturalHeight: height } = image;
    setSize((known) =>
      known?.width === width && known.height === height ? known : { width, height },
    );
  }, []);
  const style = size
    ? ({
        '--ratio': size.width / size.height,
        '--natural-width': `${size.width}px`,
      } as CSSProperties)
    : undefined;

  return (
    <div
      ref={canvasRef}
      className={classes.canvas}
      style={style}
      {...{ [IMAGE_CANVAS_ATTRIBUTE]: '' }}
      data-loaded={size ? true : undefined}
      data-placing={placing || undefined}
      onClick={(event) => {
        if (!placing || !onPlace || !canvasRef.current) return;
        const point = pointIn(
          canvasRef.current.getBoundingClientRect(),
          event.clientX,
          event.clientY,
        );
        if (point) onPlace(point);
      }}
    >
      <img
        ref={measure}
        src={src}
        alt={alt}
        className={classes.image}
        draggable={false}
        onLoad={(event) => measure(event.currentTarget)}
      />
      {children}
    </div>
  );
}

/** A zero-size point of the image that keeps its mark the same size at every zoom. */
export function MarkAnchor({ point, children }: { point: PinPoint; children: ReactNode }) {
  return (
    <KeepScale className={classes.anchor} style={pinPosition(point)}>
      {children}
    </KeepScale>
  );
}
