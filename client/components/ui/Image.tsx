// One image through the optimiser: srcset/sizes, intrinsic width and height (no layout shift), lazy below the fold.
import { imageSrcSet, imageUrl, snapWidth } from "../../../shared/image-url.ts";
import type { ImageRef } from "../../../shared/catalogue.ts";

type Props = {
  image: ImageRef;
  /** The largest width (CSS px) the image is shown at; the srcset covers up to twice this. */
  maxWidth: number;
  sizes: string;
  /** Width / height of the crop. */
  aspect?: number;
  /** Above-the-fold images load eagerly with high priority; all others lazily. */
  priority?: boolean;
  className?: string;
};

export function Image({ image, maxWidth, sizes, aspect = 16 / 10, priority = false, className = "" }: Props) {
  const width = maxWidth;
  const height = Math.round(maxWidth / aspect);
  return (
    <img
      src={imageUrl(image.key, {
        width: snapWidth(width),
        height: Math.round(snapWidth(width) / aspect),
        fit: "cover",
        quality: 75,
      })}
      srcSet={imageSrcSet(image.key, maxWidth, aspect)}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className ? `photo ${className}` : "photo"}
    />
  );
}
