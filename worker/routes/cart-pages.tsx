// /cart: the Shopping Cart page (private, never cached) and its form actions (cart-api.ts), in both locales.
import type { Context, Hono } from "hono";
import type { TFunction } from "i18next";
import { localePath } from "../../shared/locales.ts";
import { availabilityOutcome, type CartView } from "../../shared/cart.ts";
import { CartPage, type CartNotice, type CartPageProps } from "../../client/pages/CartPage.tsx";
import { registerPage, translator } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import type { PageHead } from "../render/document.tsx";
import { priceCart } from "../services/cart.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import { cartIdOf, syncCartCountCookie } from "./cart-session.ts";
import { registerCartActions, takeFlash, type RenderCart } from "./cart-api.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

/** The page's data: the cart priced now (or as a proceed just found it), its outcome, and a notice to show. */
async function cartPageProps(c: C, notice: CartNotice | null, priced?: CartView): Promise<CartPageProps> {
  const locale = c.get("locale");
  const cart = priced ?? (await priceCart(c.env.DB, cartIdOf(c), locale, new Date(), c.get("site").supplierId));
  syncCartCountCookie(c, cart.items.length);
  return {
    cart,
    outcome: availabilityOutcome(cart.items),
    notice,
    exploreHref: localePath(locale, allExperiencesPath(c.get("site").layoutType)),
  };
}

function cartHead(_props: CartPageProps, t: TFunction, c: C): PageHead {
  return {
    title: `${t("cart.title")} | ${c.get("site").brand.name[c.get("locale")]}`,
    description: t("cart.description"),
  };
}

const renderCart: RenderCart = async (c, extra, status = 200) => {
  const props = await cartPageProps(c, extra.notice ?? null, extra.cart);
  c.status(status);
  c.header("Cache-Control", PERSONAL);
  return c.render(<CartPage {...props} />, { head: cartHead(props, translator(c), c) });
};

export function registerCartPages(pages: Hono<AppEnv>): void {
  registerPage(pages, "/cart", {
    personal: true,
    load: (c) => cartPageProps(c, takeFlash(c)),
    head: cartHead,
    Component: CartPage,
  });
  registerCartActions(pages, renderCart);
}
