// The gallery's state (gallery-state.ts) wired to the browser: the modal <dialog> opened and closed with it, focus
// back on the photo that opened it, and the viewer's keys and swipes.
import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { galleryReducer, initialGalleryState, keyStep, swipeStep } from "./gallery-state.ts";

export function useGallery(total: number, rtl: boolean) {
  const [state, dispatch] = useReducer(galleryReducer, total, initialGalleryState);
  const { index } = state;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const start = useRef<{ x: number; id: number } | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (index !== null && !d.open) d.showModal();
    if (index === null && d.open) d.close();
  }, [index]);

  function open(at: number, from: HTMLElement) {
    opener.current = from;
    dispatch({ type: "opened", at });
  }

  function closed() {
    dispatch({ type: "closed" });
    // Focus goes back to the photo that opened the viewer (the dialog's own restoring is not reliable everywhere).
    opener.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    if (index === null) return;
    const to = keyStep(e.key, rtl, index, total);
    if (to === null) return;
    e.preventDefault();
    dispatch({ type: "moved", to });
  }

  const track = {
    onPointerDown(e: PointerEvent) {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      start.current = { x: e.clientX, id: e.pointerId };
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: PointerEvent) {
      if (start.current?.id === e.pointerId) dispatch({ type: "dragged", dx: e.clientX - start.current.x });
    },
    onPointerUp(e: PointerEvent) {
      if (!start.current || start.current.id !== e.pointerId || index === null) return;
      const step = swipeStep(e.clientX - start.current.x, rtl);
      start.current = null;
      dispatch({ type: "swiped", step });
    },
    onPointerCancel() {
      start.current = null;
      dispatch({ type: "dragEnded" });
    },
  };

  return { ...state, dispatch, dialog, open, closed, onKeyDown, track };
}
