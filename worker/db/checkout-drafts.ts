// Reads and statements for a cart's checkout draft (migration 0019): the lead guest and choices in one row per cart,
// each item's answers in one row per cart item. Cleaning what goes in is services/checkout-draft.ts's job.

/** Form field name → what was typed. */
export type DraftFields = Record<string, string>;

const parse = (json: string): DraftFields => {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as DraftFields) : {};
  } catch {
    return {};
  }
};

/** Everything the cart's draft holds: its lead fields and the answers of the items the cart holds now. */
export async function loadDraft(db: D1Database, cartId: string): Promise<DraftFields> {
  const [lead, answers] = await db.batch<{ fields: string }>([
    db.prepare("SELECT fields FROM checkout_drafts WHERE cart_id = ?").bind(cartId),
    db
      .prepare(
        "SELECT a.fields FROM checkout_draft_answers a JOIN cart_items i ON i.id = a.item_id WHERE i.cart_id = ? ORDER BY a.item_id",
      )
      .bind(cartId),
  ]);
  return Object.assign({}, ...lead.results.map((r) => parse(r.fields)), ...answers.results.map((r) => parse(r.fields)));
}

/**
 * Replaces the cart's draft: the lead row, and the answers of every item of this cart (an item of another cart is
 * never written, even if its id is named). Nothing is written for a cart that does not exist.
 */
export function replaceDraftStatements(
  db: D1Database,
  cartId: string,
  lead: DraftFields,
  answers: Map<number, DraftFields>,
  now: Date,
): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare(
        `INSERT INTO checkout_drafts (cart_id, fields, updated_at) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM carts WHERE id = ?1)
         ON CONFLICT (cart_id) DO UPDATE SET fields = excluded.fields, updated_at = excluded.updated_at`,
      )
      .bind(cartId, JSON.stringify(lead), at),
    db
      .prepare("DELETE FROM checkout_draft_answers WHERE item_id IN (SELECT id FROM cart_items WHERE cart_id = ?)")
      .bind(cartId),
    ...[...answers].map(([itemId, fields]) =>
      db
        .prepare(
          "INSERT INTO checkout_draft_answers (item_id, fields, updated_at) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM cart_items WHERE id = ?1 AND cart_id = ?4)",
        )
        .bind(itemId, JSON.stringify(fields), at, cartId),
    ),
  ];
}

/** The draft ends with the cart's order: both its parts go. */
export function deleteDraftStatements(db: D1Database, cartId: string): D1PreparedStatement[] {
  return [
    db
      .prepare("DELETE FROM checkout_draft_answers WHERE item_id IN (SELECT id FROM cart_items WHERE cart_id = ?)")
      .bind(cartId),
    db.prepare("DELETE FROM checkout_drafts WHERE cart_id = ?").bind(cartId),
  ];
}

/** Signing in moves a cart's items into the account's cart: the lead draft typed in the first goes along with them. */
export function moveDraftStatement(db: D1Database, fromCartId: string, toCartId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO checkout_drafts (cart_id, fields, updated_at) SELECT ?2, fields, updated_at FROM checkout_drafts WHERE cart_id = ?1
       ON CONFLICT (cart_id) DO UPDATE SET fields = excluded.fields, updated_at = excluded.updated_at`,
    )
    .bind(fromCartId, toCartId);
}

/** Drafts nobody has touched since `before` (an abandoned cart's): personal data is not kept for nothing. */
export function expireDraftsStatements(db: D1Database, before: Date): D1PreparedStatement[] {
  const at = before.toISOString();
  return [
    db.prepare("DELETE FROM checkout_draft_answers WHERE updated_at < ?").bind(at),
    db.prepare("DELETE FROM checkout_drafts WHERE updated_at < ?").bind(at),
  ];
}
