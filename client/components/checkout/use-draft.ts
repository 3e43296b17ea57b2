// The checkout's draft: what is typed is kept for the cart as it is typed (PUT, JSON), and its state shows on the
// form as data-draft: typed since the last save ("pending"), kept ("saved"), or the save failed ("failed").
import { useEffect, useRef, useState } from "react";
import type React from "react";

export type DraftState = "clean" | "pending" | "saved" | "failed";
/** How long typing pauses before what was typed is kept. */
export const DRAFT_PAUSE_MS = 600;

/** Every text field, chosen option and ticked box of the form, by name: what is kept as the draft and posted. */
export function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") typed[key] = value;
  });
  return typed;
}

/** The draft's state once a save has answered: kept, unless something changed meanwhile (then still pending). */
export const draftAfterSave = (ok: boolean, changedSince: boolean): DraftState =>
  ok ? (changedSince ? "pending" : "saved") : "failed";

/**
 * Keeps what is typed as the cart's draft: a pause in typing, a changed choice, or leaving the page (a link, Back,
 * closing the tab) sends the whole form; the server keeps the last. A failed save is tried again at the next change.
 */
export function useDraft(formRef: React.RefObject<HTMLFormElement | null>, href: string) {
  const [state, setState] = useState<DraftState>("clean");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);
  const sent = useRef(0);

  const save = (keepalive = false) => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form || !dirty.current) return;
    dirty.current = false;
    const mine = ++sent.current;
    setState("pending");
    fetch(href, {
      method: "PUT",
      body: JSON.stringify({ fields: fieldsOf(form) }),
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      keepalive,
    })
      .then((res) => mine === sent.current && setState(draftAfterSave(res.ok, dirty.current)))
      .catch(() => mine === sent.current && setState("failed"));
  };

  // Leaving the page sends what is still unsaved (keepalive outlives the page). The latest `save` is read through a
  // ref: the listener is added once, and a re-render must not cancel a pending save.
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const leave = () => latest.current(true);
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, []);

  /** Something changed: keep it after a pause (typing), or at once (a choice). */
  const changed = (now: boolean) => {
    dirty.current = true;
    setState("pending");
    clearTimeout(timer.current);
    if (now) save();
    else timer.current = setTimeout(() => save(), DRAFT_PAUSE_MS);
  };
  return { state, changed, flush: () => save() };
}
