// JSON-LD for search engines: an experience as a Product with offers and rating, and breadcrumb trails.
import type { ActivityDetail } from "../../shared/catalogue.ts";
import { imageUrl } from "../../shared/image-url.ts";

export function activityJsonLd(activity: ActivityDetail, url: string, origin: string, brand: string) {
  return {
    "@context": "https://schema.org",
    "@type": ["Product", "TouristTrip"],
    name: activity.title,
    description: activity.summary,
    url,
    image: activity.images.map(
      (img) => origin + imageUrl(img.key, { width: 1280, height: 800, fit: "cover", format: "jpeg" }),
    ),
    brand: { "@type": "Brand", name: brand },
    touristType: activity.category.name,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "AED",
      lowPrice: (activity.fromPrice / 100).toFixed(2),
      offerCount: activity.options.length,
      availability: activity.bookable ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
    },
    ...(activity.reviewCount > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: activity.rating,
        reviewCount: activity.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

export function breadcrumbJsonLd(items: { name: string; href: string }[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: origin + item.href,
    })),
  };
}
