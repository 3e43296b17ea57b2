// The card for one activity in listings: image, badges, wishlist heart, title, city, rating, duration, "from" price, free cancellation.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityCard as Card } from "../../../shared/catalogue.ts";
import { usePageContext } from "../page-context.tsx";
import { Image } from "../ui/Image.tsx";
import { FromPrice, PriceOn } from "./Price.tsx";
import { Rating } from "./Rating.tsx";
import { formatDuration } from "./format.ts";
import { activityPath } from "../../../shared/paths.ts";
import { formatDate } from "../../../shared/intl.ts";
import { CARD_BADGE_LIMIT, type DataBadge } from "../../../shared/badges.ts";
import { HeartButton } from "./HeartButton.tsx";
import { termsText } from "../../../shared/cancellation.ts";

/** "New" is news, not a sales signal, so it looks different from the two that are. */
const BADGE_STYLE: Record<DataBadge, string> = {
  "likely-to-sell-out": "badge bg-amber-100 text-amber-900",
  bestseller: "badge bg-white/95 text-primary-dark",
  new: "badge bg-emerald-700 text-white",
};

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

/** `query` ("?date=…&adults=…") carries a listing's chosen date and party into the experience page's calendar. */
export function ActivityCard({
  activity,
  priority = false,
  query = "",
  deferred = false,
}: {
  activity: Card;
  priority?: boolean;
  query?: string;
  /** Below the first row: the browser skips its style, layout and paint until it scrolls near (`card-later`). */
  deferred?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, site } = usePageContext();
  const href = activityPath(locale, site.layoutType, activity.city.slug, activity.slug) + query;
  return (
    <article className={deferred ? "group card card-later" : "group card"} data-testid="activity-card">
      <div className="relative">
        <Image
          image={activity.image}
          maxWidth={400}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
        {activity.badges.length > 0 && (
          <ul className="card-badges" data-testid="card-badges">
            {activity.badges.slice(0, CARD_BADGE_LIMIT).map((badge) => (
              <li key={badge} className={BADGE_STYLE[badge]} data-badge={badge}>
                {t(`badges.${badge}`)}
              </li>
            ))}
          </ul>
        )}
        <HeartButton id={activity.id} title={activity.title} variant="overlay" />
      </div>
      <div className="card-body">
        <p className="card-city">{activity.city.name}</p>
        <h3 className="card-title">
          <a href={href} className="card-link">
            {activity.title}
          </a>
        </h3>
        <Rating rating={activity.rating} count={activity.reviewCount} />
        <p className="card-meta">{formatDuration(activity.durationMinutes, t)}</p>
        {activity.cancellationTerms.kind === "free_before" && (
          <p className="card-perk">{`✓ ${termsText(activity.cancellationTerms, t)}`}</p>
        )}
        {activity.priceOn ? (
          <p className="card-price" data-testid="price-on">
            <PriceOn
              amount={activity.priceOn.price}
              unit={activity.pricingUnit}
              date={formatDate(activity.priceOn.date, locale, SHORT_DAY)}
            />
          </p>
        ) : (
          <p className="card-price">
            <FromPrice amount={activity.fromPrice} unit={activity.pricingUnit} />
          </p>
        )}
      </div>
    </article>
  );
}

/** A wide screen's first row: the cards after it are rendered only as they scroll near (decision 024). */
const FIRST_ROW = 4;

export function ActivityGrid({
  activities,
  priorityCount = 0,
  query = "",
}: {
  activities: Card[];
  priorityCount?: number;
  query?: string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {activities.map((activity, i) => (
        <ActivityCard
          key={activity.id}
          activity={activity}
          priority={i < priorityCount}
          query={query}
          deferred={i >= FIRST_ROW}
        />
      ))}
    </div>
  );
}
