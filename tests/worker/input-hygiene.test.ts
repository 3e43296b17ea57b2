// What a traveller types reaches pages and emails clean (issue 27, "Input hygiene"): control characters (NUL, BEL,
// CR/LF in a one-line field) are dropped, a note keeps its line breaks, a name with a bidirectional override (U+202E)
// is refused with a message in the page's language, and a password of spaces is no password.
import { describe, expect, it } from "vitest";
import { hasBidiControls, submittedText, withoutControls } from "../../shared/text-hygiene.ts";
import { parseCheckoutForm } from "../../worker/services/checkout-form.ts";
import { parseForm, signUpSchema, profileSchema } from "../../worker/services/auth/auth-schemas.ts";
import { parseOfferForm } from "../../worker/services/offer-form.ts";
import { OFFER_FIELDS } from "../../shared/offer.ts";
import { serverI18n } from "../../worker/render/i18n.ts";

const NUL = "\u0000";
const BEL = "\u0007";
const RLO = "\u202e";

const item = {
  id: 7,
  questions: ["traveller_names", "pickup_address", "note"] as const,
  travellers: 2,
  pickupPoints: [],
};
const lead = {
  firstName: "Layla",
  lastName: "Al Mansouri",
  email: "layla@example.ae",
  country: "AE",
  phone: "050 123 4567",
};
const form = (overrides: { lead?: Partial<typeof lead>; answers?: Record<string, unknown> } = {}) => ({
  lead: { ...lead, ...overrides.lead },
  paymentMode: "now",
  answers: {
    7: { travellerNames: ["Layla", "Omar"], pickupAddress: "Atlantis The Palm", note: "", ...overrides.answers },
  },
});
const parse = (raw: unknown) => parseCheckoutForm(raw, [{ ...item, questions: [...item.questions] }]);

describe("text hygiene", () => {
  it("drops control characters; a one-line field turns line breaks into spaces, a note keeps them", () => {
    expect(withoutControls(`Ma${NUL}ry${BEL}am\r\nSaeed\ttwo`)).toBe("Maryam Saeed two");
    expect(withoutControls(`Line one\r\nline two\r\rthree\n\n\n\nfour`, { keepLineBreaks: true })).toBe(
      "Line one\nline two\n\nthree\n\nfour",
    );
    expect(submittedText(["old", `  new${BEL}  `])).toBe("new");
  });

  it("knows the bidirectional controls, and leaves Arabic and English text alone", () => {
    for (const control of [
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      RLO,
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200e",
      "\u200f",
      "\u061c",
    ]) {
      expect(hasBidiControls(`Ali${control}`), control.codePointAt(0)!.toString(16)).toBe(true);
    }
    expect(hasBidiControls("مريم Saeed-O'Neil")).toBe(false);
  });
});

describe("checkout", () => {
  it("cleans names, addresses and notes before they are kept", () => {
    const parsed = parse(
      form({
        lead: { firstName: `Lay${NUL}la${BEL}`, lastName: "Al\r\nMansouri" },
        answers: {
          pickupAddress: `Atlantis${BEL}\nThe Palm`,
          note: `Two child seats, please.\r\nWe land at 09:10.${NUL}`,
        },
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      input: {
        lead: { firstName: "Layla", lastName: "Al Mansouri" },
        answers: { 7: { pickupAddress: "Atlantis The Palm", note: "Two child seats, please.\nWe land at 09:10." } },
      },
    });
  });

  it("refuses a name carrying a direction override, in the lead and among the travellers, with its own message", () => {
    const parsed = parse(
      form({ lead: { firstName: `${RLO}alyaL` }, answers: { travellerNames: ["Layla", `Om${RLO}ar`] } }),
    );
    expect(parsed).toEqual({ ok: false, errors: { "lead.firstName": "bidi", "answers.7.travellerNames.1": "bidi" } });
    expect(serverI18n("en").t("checkout.errors.bidi")).toBe(
      "Please remove the hidden text-direction characters from this name.",
    );
    expect(serverI18n("ar").t("checkout.errors.bidi")).toBe("يُرجى إزالة رموز اتجاه النص المخفية من هذا الاسم.");
  });
});

describe("accounts", () => {
  const signUp = (overrides: Record<string, string>) =>
    parseForm(signUpSchema, {
      firstName: "Mariam",
      lastName: "Saeed",
      email: "mariam@example.com",
      password: "desert-rose-22",
      confirmPassword: "desert-rose-22",
      ...overrides,
    });

  it("refuses a password of spaces, or one padded to length with spaces", () => {
    expect(signUp({ password: "        ", confirmPassword: "        " })).toMatchObject({
      ok: false,
      errors: { password: "passwordShort" },
    });
    expect(signUp({ password: "  ab cd  ef ", confirmPassword: "  ab cd  ef " })).toMatchObject({
      ok: false,
      errors: { password: "passwordShort" },
    });
    expect(signUp({ password: "correct horse", confirmPassword: "correct horse" })).toMatchObject({ ok: true });
  });

  it("cleans names and refuses direction overrides in them", () => {
    expect(parseForm(profileSchema, { firstName: `Mar${BEL}iam`, lastName: "Saeed\n" })).toMatchObject({
      ok: true,
      data: { firstName: "Mariam", lastName: "Saeed" },
    });
    expect(parseForm(profileSchema, { firstName: `${RLO}maoM`, lastName: "Saeed" })).toMatchObject({
      ok: false,
      errors: { firstName: "bidi" },
    });
  });
});

describe("custom offer requests", () => {
  it("keep the message's line breaks without its control characters, and refuse overrides in the contact's name", () => {
    const F = OFFER_FIELDS;
    const body = {
      [F.activity]: "desert-safari",
      [F.dateFrom]: "2031-03-01",
      [F.dateTo]: "2031-03-02",
      [F.groupSize]: "4",
      [F.currency]: "AED",
      [F.budget]: "1200",
      [F.message]: `Hello${BEL}\r\nA private car, please.${NUL}`,
      [F.firstName]: "Layla",
      [F.lastName]: "Al Mansouri",
      [F.email]: "layla@example.ae",
      [F.country]: "AE",
      [F.phone]: "050 123 4567",
    };
    const parsed = parseOfferForm(body, "2031-01-01");
    expect(parsed).toMatchObject({ ok: true, input: { message: "Hello\nA private car, please." } });
    const refused = parseOfferForm({ ...body, [F.lastName]: `Al ${RLO}Mansouri` }, "2031-01-01");
    expect(refused.ok).toBe(false);
    expect(Object.values((refused as { errors: Record<string, string> }).errors)).toContain("bidi");
  });
});
