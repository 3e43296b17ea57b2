// Home: hero with the search box, categories, top cities, popular experiences, marketing claims, latest stories.
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { localePath } from "../../shared/locales.ts";
import type { ActivityCard, BlogPostCard, Category, City } from "../../shared/catalogue.ts";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Image } from "../components/ui/Image.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { SearchForm } from "../components/catalogue/SearchForm.tsx";
import { BlogCard } from "../components/catalogue/BlogCard.tsx";
import { categoryPath, cityPath } from "../../shared/paths.ts";
import { CategoryIcon } from "../components/icons/CategoryIcon.tsx";

export type HomePageProps = {
  allExperiencesPath: string;
  /** The days the hero's date fields offer. */
  whenBounds: { min: string; max: string };
  categories: Category[];
  cities: City[];
  popular: ActivityCard[];
  posts: BlogPostCard[];
};

const CLAIMS = ["experiences", "cancellation", "support", "experience"] as const;

export function HomePage({ allExperiencesPath, whenBounds, categories, cities, popular, posts }: HomePageProps) {
  const { t } = useTranslation();
  const { locale, site } = usePageContext();
  const supplier = site.layoutType === "supplier";
  const brand = site.brand.name[locale];
  return (
    <>
      <section className="bg-gradient-to-b from-primary to-primary-dark text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight md:text-5xl">
            {supplier ? t("home.supplierHeroTitle", { brand }) : t("home.heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            {supplier ? t("home.supplierHeroText", { tagline: site.brand.tagline[locale] }) : t("home.heroText")}
          </p>
          <div className="mt-8 max-w-2xl">
            <SearchForm size="large" id="hero-search" whenBounds={whenBounds} />
          </div>
          <ButtonLink
            href={localePath(locale, allExperiencesPath)}
            variant="third"
            className="mt-6 bg-white text-primary-dark hover:bg-white/90"
          >
            {t("home.exploreAll")}
          </ButtonLink>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-2xl font-bold">
          {t("home.categoriesTitle")}
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((category) => (
            <li key={category.slug}>
              <a
                href={categoryPath(locale, category.slug)}
                className="flex h-full items-center gap-3 rounded-xl border border-black/10 p-3 font-semibold hover:border-primary hover:text-primary"
              >
                <CategoryIcon name={category.icon} className="h-7 w-7 text-primary" />
                <span className="leading-tight">{category.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="cities-title">
        <h2 id="cities-title" className="text-2xl font-bold">
          {t("home.citiesTitle")}
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
          {cities.map((city) => (
            <li key={city.slug}>
              <a href={cityPath(locale, city.slug)} className="group relative block overflow-hidden rounded-2xl">
                <Image image={city.image} maxWidth={320} sizes="(min-width: 768px) 25vw, 50vw" aspect={4 / 3} />
                <span className="absolute inset-0 bg-gradient-to-t from-black/70 to-transparent" />
                <span className="absolute bottom-3 start-3 text-white">
                  <span className="block text-lg font-bold">{city.name}</span>
                  <span className="text-sm text-white/85">
                    {t("home.activitiesCount", { count: city.activityCount })}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="popular-title">
        <h2 id="popular-title" className="text-2xl font-bold">
          {t("home.popularTitle")}
        </h2>
        <div className="mt-5">
          <ActivityGrid activities={popular} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="why-title">
        <h2 id="why-title" className="text-2xl font-bold">
          {t("home.whyTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CLAIMS.filter((claim) => claim !== "experience" || site.facts).map((claim) => (
            <li key={claim} className="rounded-2xl border border-black/10 p-5">
              <h3 className="font-bold text-primary">
                {t(`home.claims.${claim}.title`, {
                  count: categories.reduce((sum, g) => sum + g.activityCount, 0),
                  year: site.facts?.foundedYear,
                })}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{t(`home.claims.${claim}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {posts.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pb-14" aria-labelledby="stories-title">
          <h2 id="stories-title" className="text-2xl font-bold">
            {t("nav.blog")}
          </h2>
          <div className="mt-5 grid gap-6 md:grid-cols-3">
            {posts.map((post) => (
              <BlogCard key={post.slug} post={post} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
