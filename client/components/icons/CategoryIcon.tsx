// A category's icon: the icon name stored with the category mapped to an SVG drawn on the server (no emoji, no JS).
import { createElement } from "react";
import {
  Bird,
  Building2,
  Compass,
  Flower2,
  Mosque,
  Mountain,
  RollerCoaster,
  Sailboat,
  Tent,
  Ticket,
  Utensils,
  Van,
  WavesHorizontal,
  type IconNode,
} from "lucide";

/** The icon names a category may store (its `icon` column); the one place names meet drawings. */
export const CATEGORY_ICONS = {
  tent: Tent,
  "roller-coaster": RollerCoaster,
  sailboat: Sailboat,
  building: Building2,
  waves: WavesHorizontal,
  ticket: Ticket,
  mountain: Mountain,
  mosque: Mosque,
  utensils: Utensils,
  flower: Flower2,
  van: Van,
  bird: Bird,
} satisfies Record<string, IconNode>;

export type CategoryIconName = keyof typeof CATEGORY_ICONS;

/** What an unknown name gets: a neutral compass. */
export const FALLBACK_ICON: IconNode = Compass;

const isIconName = (name: string): name is CategoryIconName => Object.hasOwn(CATEGORY_ICONS, name);

/**
 * Decorative: the category's name beside it is the accessible text. Lucide's shapes only; the stroke, its caps and
 * joins come from the `line-icon` shortcut, so a listing's twelve chips do not each repeat them.
 */
export function CategoryIcon({ name, className = "h-6 w-6" }: { name: string; className?: string }) {
  const shapes = isIconName(name) ? CATEGORY_ICONS[name] : FALLBACK_ICON;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`line-icon ${className}`}>
      {shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
