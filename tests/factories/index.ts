// Test data in a line: `await activity({ city: "dubai", seats: 3 })`, `await order({ status: "confirmed" })`.
export {
  activity,
  category,
  city,
  departure,
  indexForSearch,
  pickupPoint,
  supplier,
  type Activity,
  type ActivitySpec,
  type DepartureSpec,
} from "./catalogue.ts";
export { order, type Order, type OrderSpec } from "./orders.ts";
export { session, user, type UserSpec } from "./users.ts";
export { staffMember, type StaffSpec, type TestStaff } from "./staff.ts";
