// The experience's photos: the first large, the next two beside it on wider screens.
import type { ImageRef } from "../../lib/catalogue.ts";
import { Image } from "../ui/Image.tsx";

export function Gallery({ images }: { images: ImageRef[]; title: string }) {
  const [hero, ...thumbs] = images;
  return (
    <div className="mt-5 grid gap-2 overflow-hidden rounded-2xl md:grid-cols-3 md:grid-rows-2">
      {hero && (
        <div className="md:col-span-2 md:row-span-2">
          <Image image={hero} maxWidth={840} sizes="(min-width: 768px) 66vw, 100vw" priority />
        </div>
      )}
      {thumbs.slice(0, 2).map((img) => (
        <div key={img.key} className="hidden md:block">
          <Image image={img} maxWidth={420} sizes="33vw" />
        </div>
      ))}
    </div>
  );
}
