// Contact links built from a brand's contact details.
import type { Brand } from "../../../shared/site-config.ts";

export function contactLinks(brand: Brand) {
  return {
    email: `mailto:${brand.contact.email}`,
    whatsapp: `https://wa.me/${brand.contact.whatsapp.replace(/^\+/, "")}`,
    phone: `tel:${brand.contact.phone.replace(/[^+0-9]/g, "")}`,
  };
}
