// Checkout (Guests Details): the whole form is one island, so it works as a plain form and hydrates on load.
import { Island } from "../components/Island.tsx";
import CheckoutForm from "../islands/CheckoutForm.tsx";
import type { CheckoutFormProps } from "../components/checkout/types.ts";

export type CheckoutPageProps = { form: CheckoutFormProps };

export function CheckoutPage({ form }: CheckoutPageProps) {
  return <Island name="CheckoutForm" component={CheckoutForm} props={form} when="load" />;
}
