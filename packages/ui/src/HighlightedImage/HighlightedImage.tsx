import { type ReactNode, useId } from 'react';
import * as styles from './HighlightedImage.css';

/** A rectangle of the image, in the image's own pixels from its top left. */
export interface ImageRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface HighlightedImageProps {
  /** The image's address (an object URL, a data URL, a path); without it `placeholder` shows in its place. */
  src?: string | null;
  /** The text alternative: what the picture shows, and that regions are outlined when there are any. */
  alt: string;
  /** The image's size in pixels: the outlines are placed in these units and scale with it. */
  width: number;
  height: number;
  /** The parts of the image to outline. */
  regions?: readonly ImageRegion[];
  /** Shown under the image (e.g. "Before, 3 days ago"). */
  caption?: ReactNode;
  /** Shown instead of the image while it loads or when it is missing. */
  placeholder?: ReactNode;
  className?: string;
}

const percent = (part: number, whole: number) => `${Math.min(100, Math.max(0, (part / whole) * 100))}%`;

/**
 * An image with parts of it outlined (what changed on a page between two
 * screenshots), the outlines placed in the image's own pixels so they follow
 * it at any size. The outlines are drawn, not described: say in `alt` that
 * they are there, and give what they mark in text nearby.
 */
export function HighlightedImage({
  src,
  alt,
  width,
  height,
  regions = [],
  caption,
  placeholder,
  className,
}: HighlightedImageProps) {
  const captionId = useId();
  return (
    // Named by its caption (not every browser does so by itself).
    <figure
      className={className ? `${styles.figure} ${className}` : styles.figure}
      aria-labelledby={caption ? captionId : undefined}
    >
      <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
        {src ? (
          <>
            <img className={styles.image} src={src} alt={alt} width={width} height={height} />
            {regions.map((region, index) => (
              <span
                key={index}
                className={styles.region}
                data-region=""
                aria-hidden="true"
                style={{
                  left: percent(region.x, width),
                  top: percent(region.y, height),
                  width: percent(region.width, width),
                  height: percent(region.height, height),
                }}
              />
            ))}
          </>
        ) : (
          <div className={styles.placeholder}>{placeholder}</div>
        )}
      </div>
      {caption ? (
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
