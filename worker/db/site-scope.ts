// A supplier's own site (site config `supplierId`) sells only that supplier's activities. Every read that reaches an
// activity by its id, a departure's or a saved one's, takes the site's supplier and binds it into this one predicate,
// so there another supplier's activity does not exist: the same answer as for an id that names nothing.

/** The site's supplier: a `suppliers.id` on a supplier's own site, null on the marketplace (every activity). */
export type SupplierScope = number | null;

/**
 * SQL: the activity whose id is `activityId` (a column or a parameter) is sold on the site whose supplier is bound at
 * parameter `supplier` ("?3"); always true when that parameter is NULL. A primary-key lookup per row.
 */
export const soldOnSite = (activityId: string, supplier: string): string =>
  `(${supplier} IS NULL OR EXISTS (SELECT 1 FROM activities site_a WHERE site_a.id = ${activityId} AND site_a.supplier_id = ${supplier}))`;
