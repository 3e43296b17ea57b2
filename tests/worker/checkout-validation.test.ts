// The checkout form's rules (spec §5) at the schema level: required fields, email format, phone for the chosen country,
// country codes, reservation answers per item, payment mode, lengths; and each refusal's message in both languages.
import { describe, expect, it } from "vitest";
import { getCountries } from "libphonenumber-js/max";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import {
  checkoutFormSchema,
  countryChoices,
  formValues,
  nestFormFields,
  parseCheckoutForm,
  type CheckoutItemRules,
} from "../../worker/services/checkout-form.ts";
import {
  CHECKOUT_ERRORS,
  GULF_COUNTRIES,
  quickCheck,
  requiredFields,
  resultPath,
} from "../../shared/checkout-fields.ts";

/** A jet-ski ride asking three travellers' names and a note, and a desert safari asking a pickup point. */
const JET: CheckoutItemRules = { id: 11, questions: ["traveller_names", "note"], travellers: 3, pickupPoints: [] };
const SAFARI: CheckoutItemRules = {
  id: 12,
  questions: ["pickup_point", "note"],
  travellers: 2,
  pickupPoints: [{ id: 7 }, { id: 8 }],
};
/** An on-request private transfer asking a pickup address and time. */
const PRIVATE: CheckoutItemRules = {
  id: 13,
  questions: ["pickup_address", "pickup_time"],
  travellers: 1,
  pickupPoints: [],
};
const ITEMS = [JET, SAFARI, PRIVATE];

/** A complete, valid form post as the browser sends it (flat field names). */
function post(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string> = {
    "lead.firstName": "Layla",
    "lead.lastName": "Al Mansouri",
    "lead.email": "layla@example.ae",
    "lead.country": "AE",
    "lead.phone": "050 123 4567",
    paymentMode: "now",
    "answers.11.travellerNames.0": "Layla Al Mansouri",
    "answers.11.travellerNames.1": "Omar Al Mansouri",
    "answers.11.travellerNames.2": "Sara Al Mansouri",
    "answers.11.note": "",
    "answers.12.pickupPointId": "8",
    "answers.12.note": "Vegetarian meal please",
    "answers.13.pickupAddress": "Atlantis The Palm, lobby",
    "answers.13.pickupTime": "09:30",
  };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete base[k];
    else base[k] = v;
  }
  return base;
}

const parse = (body: Record<string, string>, items = ITEMS) => parseCheckoutForm(nestFormFields(body), items);
const errorsOf = (body: Record<string, string>, items = ITEMS) => {
  const result = parse(body, items);
  return result.ok ? {} : result.errors;
};

describe("a valid checkout form", () => {
  it("parses a form post into the contract's CheckoutInput: E.164 phone, typed answers, only what was asked", () => {
    const result = parse(
      post({ "answers.12.travellerNames.0": "not asked", "answers.99.note": "no such item", "lead.country": "ae" }),
    );
    expect(result).toEqual({
      ok: true,
      input: {
        lead: {
          firstName: "Layla",
          lastName: "Al Mansouri",
          email: "layla@example.ae",
          country: "AE",
          phone: "+971501234567",
        },
        paymentMode: "now",
        whatsappUpdates: false,
        answers: {
          11: { travellerNames: ["Layla Al Mansouri", "Omar Al Mansouri", "Sara Al Mansouri"] },
          12: { pickupPointId: 8, note: "Vegetarian meal please" },
          13: { pickupAddress: "Atlantis The Palm, lobby", pickupTime: "09:30" },
        },
      },
    });
  });

  it("parses the same answers sent as JSON, with lists and numbers, and trims what was typed", () => {
    const result = checkoutFormSchema(ITEMS).safeParse({
      lead: {
        firstName: "  Layla ",
        lastName: "Al Mansouri",
        email: "layla@example.ae",
        country: "SA",
        phone: "0501234567",
      },
      paymentMode: "later",
      answers: {
        "11": { travellerNames: ["A", "B", "C"] },
        "12": { pickupPointId: 7 },
        "13": { pickupAddress: "Home", pickupTime: "23:59" },
      },
    });
    expect(result.success).toBe(true);
    expect(result.data!.lead.firstName).toBe("Layla");
    expect(result.data!.lead.phone).toBe("+966501234567");
    expect(result.data!.paymentMode).toBe("later");
    expect(result.data!.answers[12]).toEqual({ pickupPointId: 7 });
  });

  it("reads the WhatsApp box as asked only when ticked", () => {
    expect(parse(post({ whatsappUpdates: "on" }))).toMatchObject({ ok: true, input: { whatsappUpdates: true } });
    expect(parse(post({ whatsappUpdates: "yes please" }))).toMatchObject({
      ok: true,
      input: { whatsappUpdates: false },
    });
  });
});

describe("spec §5: all fields must be filled", () => {
  it("an empty form names every required field (and not the optional note)", () => {
    const errors = errorsOf({});
    expect(errors).toEqual({
      "lead.firstName": "required",
      "lead.lastName": "required",
      "lead.email": "required",
      "lead.country": "required",
      "lead.phone": "required",
      paymentMode: "required",
      "answers.11.travellerNames.0": "required",
      "answers.11.travellerNames.1": "required",
      "answers.11.travellerNames.2": "required",
      "answers.12.pickupPointId": "required",
      "answers.13.pickupAddress": "required",
      "answers.13.pickupTime": "required",
    });
    // The browser's own check lists exactly the same fields.
    expect(Object.keys(quickCheck({}, ITEMS)).sort()).toEqual(Object.keys(errors).sort());
    expect(requiredFields(ITEMS).sort()).toEqual(Object.keys(errors).sort());
  });

  it("spaces alone do not fill a field", () => {
    expect(errorsOf(post({ "lead.lastName": "   ", "answers.11.travellerNames.1": " " }))).toEqual({
      "lead.lastName": "required",
      "answers.11.travellerNames.1": "required",
    });
  });

  it("one name per traveller: a missing third traveller is named", () => {
    expect(errorsOf(post({ "answers.11.travellerNames.2": undefined }))).toEqual({
      "answers.11.travellerNames.2": "required",
    });
  });
});

describe("spec §5: formats", () => {
  it.each(["layla", "layla@", "layla@example", "lay la@example.ae", "@example.ae", "layla@@example.ae"])(
    "%s is not an email",
    (email) => {
      expect(errorsOf(post({ "lead.email": email }))).toEqual({ "lead.email": "email" });
      expect(quickCheck(post({ "lead.email": email }), ITEMS)).toEqual({ "lead.email": "email" });
    },
  );

  it.each([
    ["12345", "AE"],
    ["050 123 456", "AE"], // one digit short
    ["+971 50 123 4567", "SA"], // a UAE number with Saudi Arabia chosen
    ["0501234567", "QA"],
    ["phone me", "AE"],
  ])("%s is not a phone number for %s", (phone, country) => {
    expect(errorsOf(post({ "lead.phone": phone, "lead.country": country }))).toEqual({ "lead.phone": "phone" });
  });

  it.each([
    ["+971 50 123 4567", "AE", "+971501234567"],
    ["5512 3456", "QA", "+97455123456"],
    ["9123 4567", "OM", "+96891234567"],
    ["(202) 555-0147", "US", "+12025550147"],
  ])("%s for %s is kept as %s", (phone, country, e164) => {
    const result = parse(post({ "lead.phone": phone, "lead.country": country }));
    expect(result.ok && result.input.lead.phone).toBe(e164);
  });

  it("the country code must be one libphonenumber-js knows", () => {
    expect(errorsOf(post({ "lead.country": "ZZ" }))).toEqual({ "lead.country": "country" });
    expect(errorsOf(post({ "lead.country": "UAE" }))).toEqual({ "lead.country": "country" });
    expect(errorsOf(post({ "lead.country": "" }))).toEqual({ "lead.country": "required" });
  });

  it("a pickup point must be one of that activity's points", () => {
    expect(errorsOf(post({ "answers.12.pickupPointId": "9" }))).toEqual({ "answers.12.pickupPointId": "pickupPoint" });
    expect(errorsOf(post({ "answers.12.pickupPointId": "8; DROP TABLE" }))).toEqual({
      "answers.12.pickupPointId": "pickupPoint",
    });
  });

  it.each(["9:30", "24:00", "12:60", "noon"])("%s is not a pickup time", (time) => {
    expect(errorsOf(post({ "answers.13.pickupTime": time }))).toEqual({ "answers.13.pickupTime": "time" });
  });

  it("the payment mode is now or later", () => {
    expect(errorsOf(post({ paymentMode: "tomorrow" }))).toEqual({ paymentMode: "paymentMode" });
    expect(errorsOf(post({ paymentMode: undefined }))).toEqual({ paymentMode: "required" });
  });

  it("lengths are limited, the note included, and the browser checks them too", () => {
    const long = (n: number) => "x".repeat(n);
    const body = post({
      "lead.firstName": long(61),
      "answers.12.note": long(501),
      "answers.13.pickupAddress": long(201),
      "answers.11.travellerNames.0": long(81),
    });
    const expected = {
      "lead.firstName": "tooLong",
      "answers.12.note": "tooLong",
      "answers.13.pickupAddress": "tooLong",
      "answers.11.travellerNames.0": "tooLong",
    };
    expect(errorsOf(body)).toEqual(expected);
    expect(quickCheck(body, ITEMS)).toEqual(expected);
    expect(errorsOf(post({ "lead.firstName": long(60), "answers.12.note": long(500) }))).toEqual({});
  });
});

describe("form fields", () => {
  it("nested by their dotted names, never onto an object's prototype", () => {
    const nested = nestFormFields({
      "lead.firstName": "A",
      "__proto__.polluted": "yes",
      "answers.constructor.x": "1",
      "a..b": "2",
      "answers.1.note": "n",
    });
    expect(nested).toEqual({ lead: { firstName: "A" }, answers: { "1": { note: "n" } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("typed values are kept to show again, and only the form's own fields", () => {
    expect(formValues({ "lead.email": "x@y", other: "z", paymentMode: ["now", "later"] })).toEqual({
      "lead.email": "x@y",
      paymentMode: "later",
    });
  });
});

describe("messages", () => {
  it("every refusal has a message in both languages; English keeps the spec's copy", () => {
    for (const key of CHECKOUT_ERRORS) {
      const english = (en.checkout.errors as Record<string, string>)[key];
      const arabic = (ar.checkout.errors as Record<string, string>)[key];
      expect(english, key).toMatch(/\w/);
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
    }
    expect(en.checkout.errors.required).toBe("This field is required");
    expect(en.checkout.errors.email).toBe("This format is not correct.");
    expect(ar.checkout.errors.required).toBe("هذا الحقل مطلوب");
    expect(ar.checkout.errors.email).toBe("هذه الصيغة غير صحيحة.");
  });
});

describe("country codes", () => {
  it("every country libphonenumber-js knows, with its dial code and name in the page's language, Gulf first", () => {
    for (const locale of ["en", "ar"] as const) {
      const list = countryChoices(locale);
      expect(list.map((c) => c.code).sort()).toEqual([...getCountries()].sort());
      expect(list.slice(0, 6).map((c) => c.code)).toEqual([...GULF_COUNTRIES]);
      const rest = list.slice(6).map((c) => c.name);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, locale === "ar" ? "ar-SA" : "en-US")));
    }
    expect(countryChoices("en")[0]).toEqual({ code: "AE", name: "United Arab Emirates", dial: "+971" });
    expect(countryChoices("ar")[0]).toEqual({ code: "AE", name: "الإمارات العربية المتحدة", dial: "+971" });
    expect(countryChoices("ar").find((c) => c.code === "KW")!.name).toBe("الكويت");
  });
});

describe("result paths", () => {
  it("each result page lives at the spec's path, in the page's language", () => {
    expect(resultPath("success", "RH-1", "en")).toBe("/checkout/success?order=RH-1");
    expect(resultPath("partial", "RH-1", "ar")).toBe("/ar/checkout/success?order=RH-1");
    expect(resultPath("payment_failed", "RH-1", "en")).toBe("/checkout/error?order=RH-1");
    expect(resultPath("on_hold", "RH-1", "en")).toBe("/checkout/on_hold?order=RH-1");
    expect(resultPath("pending", "R H", "en")).toBe("/checkout/pending?order=R%20H");
  });
});
