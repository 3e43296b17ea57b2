// "Write a Review" (personal, /reviews/new): the form for one booked item, a choice among several, or why there is
// nothing to review yet. A plain form; the stars are radio buttons styled with CSS, so it all works without JavaScript.
import { Fragment } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { buttonClass, ButtonLink } from "../components/ui/Button.tsx";
import { formatDate } from "../../shared/intl.ts";
import { REVIEW_FIELDS, REVIEW_LIMITS, type ReviewErrorKey, type ReviewErrors } from "../../shared/reviews.ts";

/** Why there is nothing to review: never booked (or not booked successfully), not started yet, or all reviewed. */
export type NothingToReview = "not_booked" | "upcoming" | "reviewed";

export type ReviewItemSummary = {
  reference: string;
  activityTitle: string;
  optionTitle: string;
  date: string;
  startTime: string;
  activityHref: string;
  /** This page for just this item (?item=). */
  writeHref: string;
};

export type ReviewNewPageProps =
  | { mode: "form"; action: string; item: ReviewItemSummary; values: Record<string, string>; errors: ReviewErrors }
  /** `sameActivity`: several bookings of the experience asked for; otherwise every booking that can be reviewed. */
  | { mode: "choose"; items: ReviewItemSummary[]; sameActivity: boolean }
  | { mode: "none"; reason: NothingToReview; backHref: string; exploreHref: string };

const fieldId = (name: string) => `review-${name}`;
const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"}`;

function ItemLine({ item }: { item: ReviewItemSummary }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <p className="text-sm text-slate-600">
      {item.optionTitle} · <time dateTime={item.date}>{formatDate(item.date, locale)}</time> ·{" "}
      <bdi dir="ltr">{item.startTime}</bdi> · {t("review.reference")}{" "}
      <bdi dir="ltr" className="whitespace-nowrap">
        {item.reference}
      </bdi>
    </p>
  );
}

function ErrorText({ name, error }: { name: string; error?: ReviewErrorKey }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {t(`review.errors.${error}`)}
    </p>
  );
}

/** Five radio buttons, highest first in the source: checked or not, a star lights every lower one (CSS `~`), and the
 * reversed row puts one star at the start in both directions. */
function StarInput({ value, error }: { value: string; error?: ReviewErrorKey }) {
  const { t } = useTranslation();
  const name = REVIEW_FIELDS.rating;
  return (
    <fieldset aria-describedby={error ? `${fieldId(name)}-error` : undefined} data-field={name}>
      <legend className="block text-sm font-semibold">{t("review.rating")}</legend>
      <div
        className="mt-1 inline-flex flex-row-reverse gap-1 rounded-lg p-1 focus-within:ring-2 focus-within:ring-primary"
        data-testid="star-input"
      >
        {[5, 4, 3, 2, 1].map((n) => (
          <Fragment key={n}>
            <input
              type="radio"
              id={`${fieldId(name)}-${n}`}
              name={name}
              value={n}
              defaultChecked={value === String(n)}
              required
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            {/* Hovering a label hovers its radio too (HTML's :hover rule), so the stars up to the pointer light up. */}
            <label
              htmlFor={`${fieldId(name)}-${n}`}
              className="cursor-pointer text-4xl leading-none text-slate-300 peer-hover:text-amber-400 peer-checked:text-amber-500"
              title={t("activity.stars", { count: n })}
            >
              <span aria-hidden="true">★</span>
              <span className="sr-only">{t("activity.stars", { count: n })}</span>
            </label>
          </Fragment>
        ))}
      </div>
      <ErrorText name={name} error={error} />
    </fieldset>
  );
}

function ReviewForm({ action, item, values, errors }: Extract<ReviewNewPageProps, { mode: "form" }>) {
  const { t } = useTranslation();
  const invalid = Object.keys(errors).length > 0;
  const describedBy = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${fieldId(name)}-error` } : {};
  return (
    <form method="post" action={action} noValidate className="mt-6 grid gap-5" data-testid="review-form">
      {invalid && (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
          data-testid="form-alert"
        >
          {errors[REVIEW_FIELDS.item] ? t(`review.errors.${errors[REVIEW_FIELDS.item]}`) : t("review.fixErrors")}
        </div>
      )}
      <input type="hidden" name={REVIEW_FIELDS.item} value={item.reference} />
      <StarInput value={values[REVIEW_FIELDS.rating] ?? ""} error={errors[REVIEW_FIELDS.rating]} />
      <div data-field={REVIEW_FIELDS.title}>
        <label htmlFor={fieldId(REVIEW_FIELDS.title)} className="block text-sm font-semibold">
          {t("review.title")}
        </label>
        <input
          id={fieldId(REVIEW_FIELDS.title)}
          name={REVIEW_FIELDS.title}
          type="text"
          defaultValue={values[REVIEW_FIELDS.title] ?? ""}
          maxLength={REVIEW_LIMITS.title}
          required
          className={inputClass(Boolean(errors[REVIEW_FIELDS.title]))}
          {...describedBy(REVIEW_FIELDS.title)}
        />
        <ErrorText name={REVIEW_FIELDS.title} error={errors[REVIEW_FIELDS.title]} />
      </div>
      <div data-field={REVIEW_FIELDS.text}>
        <label htmlFor={fieldId(REVIEW_FIELDS.text)} className="block text-sm font-semibold">
          {t("review.text")}
        </label>
        <textarea
          id={fieldId(REVIEW_FIELDS.text)}
          name={REVIEW_FIELDS.text}
          rows={6}
          defaultValue={values[REVIEW_FIELDS.text] ?? ""}
          maxLength={REVIEW_LIMITS.text}
          required
          className={inputClass(Boolean(errors[REVIEW_FIELDS.text]))}
          {...describedBy(REVIEW_FIELDS.text)}
        />
        {!errors[REVIEW_FIELDS.text] && (
          <p className="mt-1 text-xs text-slate-500">{t("review.textHint", { max: String(REVIEW_LIMITS.text) })}</p>
        )}
        <ErrorText name={REVIEW_FIELDS.text} error={errors[REVIEW_FIELDS.text]} />
      </div>
      <p className="text-sm text-slate-600">{t("review.publicNote")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")} data-testid="review-submit">
          {t("review.submit")}
        </button>
        <a href={item.activityHref} className="font-semibold text-primary underline">
          {t("review.backToActivity")}
        </a>
      </div>
    </form>
  );
}

export function ReviewNewPage(props: ReviewNewPageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8" data-testid="review-page">
      <h1 className="text-2xl font-extrabold md:text-3xl">{t("review.heading")}</h1>
      {props.mode === "form" && (
        <>
          <div className="mt-4 rounded-2xl border border-black/10 bg-slate-50 p-4">
            <p className="font-bold">
              <a href={props.item.activityHref} className="hover:underline">
                {props.item.activityTitle}
              </a>
            </p>
            <ItemLine item={props.item} />
            <p className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-emerald-700">
              <span aria-hidden="true">✓</span> {t("review.verifiedNote")}
            </p>
          </div>
          <ReviewForm {...props} />
        </>
      )}
      {props.mode === "choose" && (
        <>
          <p className="mt-3 text-slate-700">{t(props.sameActivity ? "review.choose" : "review.chooseAny")}</p>
          <ul className="mt-4 grid gap-3" data-testid="review-choices">
            {props.items.map((item) => (
              <li
                key={item.reference}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-black/10 p-4 sm:flex-nowrap"
                data-testid="review-choice"
                data-reference={item.reference}
              >
                <div className="min-w-0">
                  <p className="font-bold">{item.activityTitle}</p>
                  <ItemLine item={item} />
                </div>
                <ButtonLink href={item.writeHref} variant="outlined" className="shrink-0">
                  {t("review.write")}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {props.mode === "none" && (
        <div
          className="mt-4 rounded-2xl border border-black/10 bg-slate-50 p-5"
          data-testid="review-none"
          data-reason={props.reason}
        >
          <p className="font-semibold">{t(`review.none.${props.reason}.title`)}</p>
          <p className="mt-1 text-slate-700">{t(`review.none.${props.reason}.text`)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink href={props.backHref} variant="primary">
              {t("review.back")}
            </ButtonLink>
            <ButtonLink href={props.exploreHref} variant="third">
              {t("review.explore")}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
