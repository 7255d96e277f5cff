import { BrandMark } from './brand-mark';
import classes from './page-loader.module.css';

interface PageLoaderProps {
  fullScreen?: boolean;
}

/** The loading image shown while a page loads (SPEC §2): the Atelier mark, being stitched. */
export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  return (
    <div
      className={fullScreen ? `${classes.wrapper} ${classes.fullScreen}` : classes.wrapper}
      role="status"
      aria-label="Loading"
    >
      <BrandMark size={56} className={classes.mark} threadClassName={classes.thread} />
    </div>
  );
}
