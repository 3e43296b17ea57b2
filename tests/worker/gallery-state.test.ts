// The gallery's reducer and rules: opening, moving and closing the viewer, swipes and drags, keys in both reading
// directions, the strip's photo at a scroll position, and where the mosaic puts each photo.
import { describe, expect, it } from "vitest";
import {
  galleryReducer,
  initialGalleryState,
  keyStep,
  stripIndexAt,
  swipeStep,
  type GalleryState,
} from "../../client/islands/gallery-viewer/gallery-state.ts";
import { MOSAIC_PHOTOS, largeUrl, mosaicCell } from "../../client/components/gallery/gallery-layout.ts";

const open = (at: number, total = 5): GalleryState =>
  galleryReducer(initialGalleryState(total), { type: "opened", at });

describe("galleryReducer", () => {
  it("starts closed on the strip's first photo", () =>
    expect(initialGalleryState(5)).toEqual({ total: 5, stripIndex: 0, index: null, drag: 0 }));

  it("opens at a photo with no drag left over, and closes", () => {
    const dragged = galleryReducer(open(1), { type: "dragged", dx: 30 });
    expect(galleryReducer(dragged, { type: "opened", at: 3 })).toMatchObject({ index: 3, drag: 0 });
    expect(galleryReducer(open(3), { type: "closed" }).index).toBeNull();
  });

  it("moves within the photos, and not while closed", () => {
    expect(galleryReducer(open(2), { type: "moved", to: 4 }).index).toBe(4);
    expect(galleryReducer(open(2), { type: "moved", to: 7 }).index).toBe(4);
    expect(galleryReducer(open(2), { type: "moved", to: -1 }).index).toBe(0);
    expect(galleryReducer(initialGalleryState(5), { type: "moved", to: 2 }).index).toBeNull();
  });

  it("a swipe moves one photo, never past either end, and lets the track go", () => {
    const dragged = galleryReducer(open(2), { type: "dragged", dx: -60 });
    expect(dragged.drag).toBe(-60);
    expect(galleryReducer(dragged, { type: "swiped", step: 1 })).toMatchObject({ index: 3, drag: 0 });
    expect(galleryReducer(open(4), { type: "swiped", step: 1 }).index).toBe(4);
    expect(galleryReducer(open(0), { type: "swiped", step: -1 }).index).toBe(0);
    expect(
      galleryReducer(galleryReducer(open(2), { type: "dragged", dx: 10 }), { type: "swiped", step: 0 }),
    ).toMatchObject({ index: 2, drag: 0 });
    expect(galleryReducer(galleryReducer(open(2), { type: "dragged", dx: 10 }), { type: "dragEnded" })).toMatchObject({
      index: 2,
      drag: 0,
    });
  });

  it("follows the strip's photo on phones", () =>
    expect(galleryReducer(initialGalleryState(5), { type: "stripScrolled", index: 3 }).stripIndex).toBe(3));
});

describe("keys and swipes", () => {
  it("arrows follow the reading direction; Home and End go to the ends", () => {
    expect(keyStep("ArrowRight", false, 1, 5)).toBe(2);
    expect(keyStep("ArrowLeft", false, 1, 5)).toBe(0);
    expect(keyStep("ArrowLeft", true, 1, 5)).toBe(2);
    expect(keyStep("ArrowRight", true, 1, 5)).toBe(0);
    expect(keyStep("ArrowRight", false, 4, 5)).toBe(4);
    expect(keyStep("Home", false, 3, 5)).toBe(0);
    expect(keyStep("End", true, 0, 5)).toBe(4);
    expect(keyStep("Enter", false, 0, 5)).toBeNull();
  });

  it("a short drag is a tap; a long one brings the next photo from the reading end", () => {
    expect(swipeStep(-39, false)).toBe(0);
    expect(swipeStep(-60, false)).toBe(1);
    expect(swipeStep(60, false)).toBe(-1);
    expect(swipeStep(60, true)).toBe(1);
    expect(swipeStep(-60, true)).toBe(-1);
  });

  it("the strip's photo is its scroll over a photo's width and gap, the last when scrolled to the end", () => {
    expect(stripIndexAt(0, 2000, 400, 352, 5)).toBe(0);
    expect(stripIndexAt(720, 2000, 400, 352, 5)).toBe(2);
    expect(stripIndexAt(-720, 2000, 400, 352, 5)).toBe(2);
    expect(stripIndexAt(1599, 2000, 400, 352, 5)).toBe(4);
  });
});

describe("the mosaic", () => {
  it("gives the first photo half, shares the rest, and hides photos past the fifth", () => {
    expect(mosaicCell(0, 1)).toBe("md:col-span-4 md:row-span-2");
    expect(mosaicCell(0, 5)).toBe("md:col-span-2 md:row-span-2");
    expect(mosaicCell(1, 2)).toBe("md:col-span-2 md:row-span-2");
    expect(mosaicCell(1, 3)).toBe("md:col-span-2");
    expect(mosaicCell(1, 4)).toBe("md:col-span-2");
    expect(mosaicCell(2, 4)).toBe("");
    expect(mosaicCell(MOSAIC_PHOTOS, 8)).toBe("md:hidden");
  });

  it("links a photo to its large, uncropped version", () => {
    expect(largeUrl({ key: "a/b.jpg", width: 1, height: 1, alt: "" })).toContain("a/b.jpg");
    expect(largeUrl({ key: "a/b.jpg", width: 1, height: 1, alt: "" })).toMatch(/1536/);
  });
});
