// The lead traveller's fields by name, as their labels' translation keys: the checkout's error summary and the
// console's timeline (which fields a change touched) say them the same way.
export const LEAD_LABELS: Record<string, string> = {
  firstName: "checkout.firstName",
  lastName: "checkout.lastName",
  email: "checkout.email",
  country: "checkout.countryCode",
  phone: "checkout.phone",
};
