// The experience page's save (wishlist heart) and share buttons; client/wishlist-hearts.ts makes both work.
import { useTranslation } from "../../i18n/use-translation.ts";
import { HeartButton } from "./HeartButton.tsx";

export function SaveAndShare({ activity }: { activity: { id: number; slug: string; title: string } }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="save-and-share">
      <HeartButton id={activity.id} title={activity.title} variant="pill" />
      <button
        type="button"
        data-share={activity.slug}
        data-title={activity.title}
        aria-label={t("wishlist.shareLabel", { title: activity.title })}
        data-testid="share-button"
        className="inline-flex h-10 items-center gap-1.5 rounded-full border border-black/15 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </svg>
        <span>{t("wishlist.share")}</span>
      </button>
    </div>
  );
}
