// One line of a checkout, an order or an invoice: an activity's option on a date, for some travellers. The order's
// and the invoice's items (shared/order.ts, shared/invoice.ts) and the checkout form's summary derive from it.
import type { CancellationPolicy } from "./catalogue.ts";
import type { Stay } from "./stay.ts";

export type ItemLine = {
  id: number;
  title: string;
  href: string;
  optionTitle: string;
  /** `date` and `startTime` are the wall clock of `timeZone`, its activity's city's. */
  date: string;
  startTime: string;
  timeZone: string;
  /** A stay's nights or days and its check-out or return date (shared/stay.ts); absent or null otherwise. */
  stay?: Stay | null;
  travellers: number;
  /** AED minor units, before the promo discount (extras included). */
  price: number;
  cancellation: CancellationPolicy;
};
