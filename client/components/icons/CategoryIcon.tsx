// A category's icon: the icon name stored with the category mapped to an SVG drawn on the server (no emoji, no JS).
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
  type LucideIcon,
} from "lucide-react";

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
} satisfies Record<string, LucideIcon>;

export type CategoryIconName = keyof typeof CATEGORY_ICONS;

const isIconName = (name: string): name is CategoryIconName => Object.hasOwn(CATEGORY_ICONS, name);

/** Decorative: the category's name beside it is the accessible text. An unknown name gets a neutral compass. */
export function CategoryIcon({ name, className = "h-6 w-6" }: { name: string; className?: string }) {
  const Icon = isIconName(name) ? CATEGORY_ICONS[name] : Compass;
  return <Icon aria-hidden="true" focusable="false" className={`shrink-0 ${className}`} strokeWidth={1.75} />;
}
