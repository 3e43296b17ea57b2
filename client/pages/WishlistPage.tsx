// The wishlist page (personal, never cached): saved experiences as cards, and a nudge to sign in when signed out.
import { useTranslation } from "../i18n/use-translation.ts";
import { Island } from "../components/Island.tsx";
import WishlistItems, { type WishlistItemsProps } from "../islands/WishlistItems.tsx";

export type WishlistPageProps = WishlistItemsProps & { signInHref: string | null };

export function WishlistPage({ signInHref, ...items }: WishlistPageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-extrabold md:text-3xl">{t("wishlist.title")}</h1>
      <p className="mt-1 text-slate-600">{t("wishlist.intro")}</p>
      {signInHref && (
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm">
          {t("wishlist.signInToKeep")}{" "}
          <a href={signInHref} className="font-semibold text-primary underline">
            {t("wishlist.signIn")}
          </a>
        </p>
      )}
      <div className="mt-6">
        <Island name="WishlistItems" component={WishlistItems} props={items} when="load" />
      </div>
    </div>
  );
}
