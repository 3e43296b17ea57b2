// The wishlist page's list: the account's cards (rendered by the server) or, signed out, the cards of the ids this
// browser saved, fetched once it runs; a card leaves the list as soon as its heart or Remove button unsaves it.
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import type { ActivityCard as Card } from "../../shared/catalogue.ts";
import { ACTIVITY_CARDS_API, WISHLIST_BATCH_MAX } from "../../shared/wishlist.ts";
import { PageContextProvider, type PageContextValue } from "../components/page-context.tsx";
import { ActivityCard } from "../components/catalogue/ActivityCard.tsx";
import { WISHLIST_CHANGE_EVENT, localIds, setSaved, type WishlistChange } from "../wishlist/store.ts";

export type WishlistItemsProps = {
  context: PageContextValue;
  cards: Card[] | null;
  removeAction: string;
  browseHref: string;
};

export default function WishlistItems({ context, cards: initial, removeAction, browseHref }: WishlistItemsProps) {
  const { t } = useTranslation();
  const [cards, setCards] = useState<Card[] | null>(initial);
  useEffect(() => {
    if (initial) return;
    const ids = localIds().reverse().slice(0, WISHLIST_BATCH_MAX);
    if (!ids.length) return setCards([]);
    fetch(`${ACTIVITY_CARDS_API}?ids=${ids.join(",")}&locale=${context.locale}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ cards: Card[] }>) : { cards: [] }))
      .then(
        (body) => setCards(body.cards),
        () => setCards([]),
      );
  }, [initial, context.locale]);
  useEffect(() => {
    const onChange = (event: Event) => {
      const saved = new Set((event as CustomEvent<WishlistChange>).detail.ids);
      setCards((list) => (list === null ? null : list.filter((card) => saved.has(card.id))));
    };
    window.addEventListener(WISHLIST_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(WISHLIST_CHANGE_EVENT, onChange);
  }, []);

  if (cards === null)
    return (
      <p className="text-slate-600" role="status">
        {t("wishlist.loading")}
      </p>
    );
  if (!cards.length)
    return (
      <div className="rounded-2xl border border-dashed border-black/15 p-8 text-center" data-testid="wishlist-empty">
        <p className="text-slate-700">{t("wishlist.empty")}</p>
        <a
          href={browseHref}
          className="mt-4 inline-block rounded-full bg-primary px-5 py-2 font-semibold text-white hover:bg-primary-dark"
        >
          {t("wishlist.browse")}
        </a>
      </div>
    );
  return (
    <PageContextProvider value={context}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="wishlist-items">
        {cards.map((card) => (
          <li key={card.id} className="flex flex-col gap-2">
            <ActivityCard activity={card} />
            <form
              method="post"
              action={removeAction}
              onSubmit={(event) => {
                event.preventDefault();
                void setSaved(card.id, false).catch(() => undefined);
              }}
            >
              <input type="hidden" name="activityId" value={card.id} />
              <button
                type="submit"
                className="text-sm font-semibold text-rose-700 hover:underline"
                aria-label={t("wishlist.removeLabel", { title: card.title })}
                data-testid="wishlist-remove"
              >
                {t("wishlist.remove")}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </PageContextProvider>
  );
}
