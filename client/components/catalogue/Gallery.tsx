// The experience's photos: every one reachable on phones (a swipeable strip), a mosaic on wider screens, and the
// full-screen viewer, all in one island that hydrates when the gallery comes into view.
import type { ImageRef } from "../../../shared/catalogue.ts";
import { usePageContext } from "../page-context.tsx";
import { Island } from "../Island.tsx";
import GalleryViewer from "../../islands/GalleryViewer.tsx";

export function Gallery({ images, title }: { images: ImageRef[]; title: string }) {
  const { locale } = usePageContext();
  if (!images.length) return null;
  return <Island name="GalleryViewer" component={GalleryViewer} props={{ images, title, locale }} when="interaction" />;
}
