// The gallery's state as a pure reducer (the strip's photo on phones, the viewer's photo or closed, a drag under
// way), and the pure rules of moving through it by key, swipe and scroll, in the page's reading direction.
export type GalleryState = { total: number; stripIndex: number; index: number | null; drag: number };

export type GalleryAction =
  | { type: "opened"; at: number }
  | { type: "closed" }
  | { type: "moved"; to: number }
  | { type: "swiped"; step: -1 | 0 | 1 }
  | { type: "dragged"; dx: number }
  | { type: "dragEnded" }
  | { type: "stripScrolled"; index: number };

/** A drag shorter than this (CSS px) is a tap, not a swipe. */
const SWIPE_THRESHOLD = 40;

export const initialGalleryState = (total: number): GalleryState => ({ total, stripIndex: 0, index: null, drag: 0 });

const within = (state: GalleryState, i: number) => Math.max(0, Math.min(state.total - 1, i));

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case "opened":
      return { ...state, index: action.at, drag: 0 };
    case "closed":
      return { ...state, index: null };
    case "moved":
      return state.index === null ? state : { ...state, index: within(state, action.to) };
    case "swiped":
      return {
        ...state,
        drag: 0,
        index: state.index !== null && action.step ? within(state, state.index + action.step) : state.index,
      };
    case "dragged":
      return { ...state, drag: action.dx };
    case "dragEnded":
      return { ...state, drag: 0 };
    case "stripScrolled":
      return { ...state, stripIndex: action.index };
  }
}

/** Which way a key moves: +1 next, -1 previous, or an absolute index; in right-to-left pages the arrows swap. */
export function keyStep(key: string, rtl: boolean, current: number, count: number): number | null {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return Math.min(count - 1, current + 1);
  if (key === back) return Math.max(0, current - 1);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** Which way a horizontal drag of `dx` px moves: in right-to-left order the next photo lies to the left, so a drag to the right brings it. */
export function swipeStep(dx: number, rtl: boolean): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD) return 0;
  const towardsNext = rtl ? dx > 0 : dx < 0;
  return towardsNext ? 1 : -1;
}

/**
 * The strip's photo at a scroll position: right-to-left strips scroll to negative offsets, photos are `step` px wide
 * with 8 px between, and the last photo may stop short of a whole step.
 */
export function stripIndexAt(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
  step: number,
  total: number,
): number {
  const offset = Math.abs(scrollLeft);
  return offset >= scrollWidth - clientWidth - 2 ? total - 1 : Math.round(offset / Math.max(1, step + 8));
}
