// The checkout form's props: what the worker gives the island (worker/routes/checkout-pages.tsx builds them).
import type { ImageRef } from "../../../shared/catalogue.ts";
import type { CartOffer, PickupPoint, ReservationQuestion } from "../../../shared/cart.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { Fx } from "../../../shared/money.ts";
import type { ItemLine } from "../../../shared/item-line.ts";
import type { CheckoutErrors, CountryChoice } from "../../../shared/checkout-fields.ts";

/** One cart line as checkout shows it: its picture, and what its supplier asks of the traveller. */
export type CheckoutItemSummary = ItemLine & {
  image: ImageRef;
  questions: ReservationQuestion[];
  pickupPoints: PickupPoint[];
  /** A custom offer's agreed price, shown exactly in its currency. */
  offer?: CartOffer | null;
};

export type CheckoutFormProps = {
  locale: Locale;
  fx: Fx;
  /** Where the form posts (the locale's /checkout). */
  action: string;
  /** Where what is typed is kept as the cart's draft, as it is typed (PUT, JSON). */
  draftHref: string;
  /** A signed-in traveller may save these details to their account. */
  signedIn: boolean;
  cartHref: string;
  termsHref: string;
  privacyHref: string;
  items: CheckoutItemSummary[];
  /** When the cart was priced (ISO): the moment the cancellation claims are true at. */
  pricedAt: string;
  subtotal: number;
  discount: number;
  total: number;
  promoCode: string | null;
  countries: CountryChoice[];
  /** What was typed, by field name, when the form comes back with errors. */
  values: Record<string, string>;
  /** Why fields were refused, by field name (message keys). */
  errors: CheckoutErrors;
  /** The traveller came back from the payment page without paying (its Cancel). */
  paymentCancelled?: boolean;
};
