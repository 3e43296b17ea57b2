// Demo data for booking: promo codes (fixed validity dates, so nothing depends on today) and the supplier that refuses.
import type { Row } from "../catalogue.ts";

/** Percentage and fixed codes, one with a minimum, one long expired, one not yet valid, one switched off. */
export const PROMO_CODES: Row[] = [
  {
    code: "WELCOME10",
    kind: "percent",
    value: 10,
    min_subtotal: 0,
    valid_from: "2024-01-01",
    valid_to: "2099-12-31",
    active: 1,
  },
  {
    code: "GULF50",
    kind: "fixed",
    value: 5000,
    min_subtotal: 30000,
    valid_from: "2024-01-01",
    valid_to: "2099-12-31",
    active: 1,
  },
  {
    code: "SUMMER2020",
    kind: "percent",
    value: 20,
    min_subtotal: 0,
    valid_from: "2020-06-01",
    valid_to: "2020-08-31",
    active: 1,
  },
  {
    code: "EID2099",
    kind: "percent",
    value: 15,
    min_subtotal: 0,
    valid_from: "2099-01-01",
    valid_to: "2099-12-31",
    active: 1,
  },
  {
    code: "RETIRED5",
    kind: "fixed",
    value: 500,
    min_subtotal: 0,
    valid_from: "2024-01-01",
    valid_to: "2099-12-31",
    active: 0,
  },
];

/**
 * The built-in connector refuses every booking of these (activities.supplier_refuses): balloon flights are the ones a
 * real operator cancels at short notice, so a traveller can reach "Some Activities Confirmed" by hand.
 */
export const REFUSING_SUPPLIER_TEMPLATES = new Set(["adventure-sunrise-hot-air-balloon"]);
