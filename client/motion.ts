// How a script scrolls: smoothly, unless the traveller's device asks for less motion (the stylesheet's rule,
// client/styles/motion.css, does not reach a scroll that a script asks to be smooth).
export function scrollMotion(): ScrollBehavior {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
