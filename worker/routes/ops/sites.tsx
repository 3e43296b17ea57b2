// /ops/sites (marketing and operators): the hostnames with settings of their own; /ops/sites?host=… one hostname's
// form; POST /ops/sites previews the settings (intent=preview: checked by the schema, shown, nothing saved) or saves
// them (intent=save: through the service `npm run site` uses, audited, and the cache version renewed, so the next page
// on that hostname shows them). Values that the schema refuses come back in the form with what to fix (400).
import type { Context, Hono } from "hono";
import { z } from "zod";
import { localePath, type Locale } from "../../../shared/locales.ts";
import { DEFAULT_BRAND, type SiteConfigInput } from "../../../shared/site-config.ts";
import { formatDate } from "../../../shared/intl.ts";
import {
  BRAND_FIELDS,
  SITE_FIELDS,
  TAX_FIELDS,
  siteFormErrors,
  siteFormValues,
  siteInputFromForm,
  type SiteFormErrors,
  type SiteFormValues,
} from "../../../shared/site-form.ts";
import type { SampleWords, SitePreviewView } from "../../../shared/ops-views.ts";
import { translationOf } from "../../../client/i18n/use-translation.ts";
import { checkSite, findSite, listSites, saveSite, siteHostname, type StoredSite } from "../../services/ops/sites.ts";
import { listSuppliers } from "../../db/staff.ts";
import { registerPersonalPage, showPersonal } from "../../render/page.tsx";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { serverI18n } from "../../render/i18n.ts";
import { redirectTo } from "../../routing/redirect.ts";
import { readBody } from "../body.ts";
import { actorOf, requireStaff, viewerOf } from "./access.ts";
import type { StaffView } from "../../../shared/staff.ts";
import type { AppEnv } from "../../env.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type OpsSitesPageProps = OpsPageProps<"sites">;
type SiteEditView = NonNullable<OpsSitesPageProps["edit"]>;

type C = Context<AppEnv>;

const PAGE = "/ops/sites";

/** Every field the form posts, as text (anything else, or too long, reads as empty and is refused by the schema). */
const FORM_NAMES = [
  ...Object.values(SITE_FIELDS),
  ...BRAND_FIELDS.map((f) => f.name),
  ...TAX_FIELDS.map((f) => f.name),
  "intent",
];
const formSchema = z.object(Object.fromEntries(FORM_NAMES.map((name) => [name, z.string().max(300).catch("")])));

const pathOf = (c: C, path: string) => localePath(c.get("locale"), path);

function sampleWords(): SampleWords {
  const words = (locale: Locale) => {
    const { t } = translationOf(serverI18n(locale));
    return {
      support: t("ops.marketing.sites.preview.sample.support"),
      book: t("ops.marketing.sites.preview.sample.book"),
      whatsapp: t("ops.marketing.sites.preview.sample.whatsapp"),
    };
  };
  return { en: words("en"), ar: words("ar") };
}

async function frame(c: C, staff: StaffView, parts: Partial<OpsSitesPageProps>): Promise<OpsSitesPageProps> {
  return {
    viewer: await viewerOf(c, staff),
    paths: { page: pathOf(c, PAGE), save: pathOf(c, PAGE) },
    saved: null,
    list: null,
    edit: null,
    ...parts,
  };
}

const view = (props: OpsSitesPageProps, status: 200 | 400 = 200) =>
  opsView("sites", props, { title: "ops.marketing.sites.title", status });

async function supplierNameOf(c: C, supplierId: number | null | undefined): Promise<string | null> {
  if (!supplierId) return null;
  const supplier = (await listSuppliers(c.env.DB)).find((s) => s.id === supplierId);
  return supplier ? (c.get("locale") === "ar" ? supplier.nameAr : supplier.nameEn) : `#${supplierId}`;
}

async function editView(
  c: C,
  site: StoredSite,
  form: { values: SiteFormValues; errors: SiteFormErrors; preview: SitePreviewView | null },
): Promise<SiteEditView> {
  return {
    hostname: site.hostname,
    isNew: !site.exists,
    storedInvalid: !site.valid,
    supplierName: await supplierNameOf(c, site.stored?.supplierId),
    ...form,
  };
}

async function showList(c: C, staff: StaffView, host = "", hostInvalid = false) {
  const locale = c.get("locale");
  const rows = (await listSites(c.env.SITE)).map((site) => ({
    hostname: site.hostname,
    layoutType: site.stored ? (site.stored.layoutType ?? "default") : null,
    currency: site.stored ? (site.stored.defaultCurrency ?? "AED") : null,
    brandName: site.stored?.brand?.name[locale] ?? null,
    supplierBound: Boolean(site.stored?.supplierId),
    editHref: `${pathOf(c, PAGE)}?${new URLSearchParams({ host: site.hostname })}`,
  }));
  return view(await frame(c, staff, { list: { rows, host, hostInvalid } }), hostInvalid ? 400 : 200);
}

async function showPage(c: C) {
  const staff = await requireStaff(c, "marketing");
  if (staff instanceof Response) return staff;
  const asked = c.req.query("host");
  if (asked === undefined) return showList(c, staff);
  const hostname = siteHostname(asked);
  if (!hostname) return showList(c, staff, asked.slice(0, 300), true);
  const site = await findSite(c.env.SITE, hostname);
  const saved = c.req.query("saved") === "1" ? hostname : null;
  const edit = await editView(c, site, { values: siteFormValues(site.stored), errors: {}, preview: null });
  return view(await frame(c, staff, { saved, edit }));
}

/** What the preview shows for settings the schema accepted. */
function previewOf(c: C, config: ReturnType<typeof checkSite> & { ok: true }): SitePreviewView {
  const { layoutType, defaultCurrency, weekStartsOn, brand } = config.config;
  return {
    layoutType,
    currency: defaultCurrency,
    weekStartsOn,
    weekday: formatDate(`2023-01-0${weekStartsOn + 1}`, c.get("locale"), { weekday: "long" }),
    brand: brand ?? DEFAULT_BRAND,
    ownBrand: brand !== undefined,
    words: sampleWords(),
  };
}

async function postSite(c: C) {
  const staff = await requireStaff(c, "marketing");
  if (staff instanceof Response) return staff;
  const parsed = formSchema.safeParse(await readBody(c));
  const values: SiteFormValues = parsed.success ? (parsed.data as SiteFormValues) : {};
  const hostname = siteHostname(values.hostname);
  if (!hostname) return showPersonal(c, await showList(c, staff, values.hostname ?? "", true));
  const site = await findSite(c.env.SITE, hostname);
  // What the form does not edit (the site's supplier, its facts) is kept as stored.
  const input = siteInputFromForm(values, site.stored as SiteConfigInput | null);
  const checked = checkSite(input);
  if (!checked.ok) {
    const edit = await editView(c, site, { values, errors: siteFormErrors(checked.issues), preview: null });
    return showPersonal(c, view(await frame(c, staff, { edit }), 400));
  }
  if (values.intent !== "save") {
    const edit = await editView(c, site, { values, errors: {}, preview: previewOf(c, checked) });
    return showPersonal(c, view(await frame(c, staff, { edit })));
  }
  await saveSite({ kv: c.env.SITE, db: c.env.DB, actor: actorOf(c, staff), now: new Date() }, hostname, input);
  return redirectTo(c, `${pathOf(c, PAGE)}?${new URLSearchParams({ host: hostname, saved: "1" })}`, 303);
}

export function registerSitePages(pages: Hono<AppEnv>): void {
  pages.post(PAGE, postSite);
  registerPersonalPage(pages, PAGE, showPage);
}
