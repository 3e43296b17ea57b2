// Validation of marketing's redirect CSV: bad rows are reported by line and nothing is accepted.
import { describe, expect, it } from "vitest";
import {
  chainProblems,
  formatRedirectCsv,
  parseRedirectCsv,
  rowErrorInEnglish,
  type RedirectRule,
} from "../../shared/redirect-rules.ts";

describe("parseRedirectCsv", () => {
  it("accepts a header, comments, default status and quoted fields", () => {
    const { rows, errors } = parseRedirectCsv(
      'from,to,status\n# spring campaign\n/a,/faq\n"/b","/things-to-do?x=1,2",302\r\n/c,https://wa.me/971500000000,301\n\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { from: "/a", to: "/faq", status: 301, line: 3 },
      { from: "/b", to: "/things-to-do?x=1,2", status: 302, line: 4 },
      { from: "/c", to: "https://wa.me/971500000000", status: 301, line: 5 },
    ]);
  });

  it("reports every bad row with its line number", () => {
    const csv = [
      "from,to,status", // 1
      "/ok,/faq", // 2
      "no-slash,/faq", // 3
      "/ext,https://evil.example/x", // 4
      "/ok,/about", // 5 duplicate
      "/s,/faq,307", // 6
      "/only-one-column", // 7
      "/ar/x,/faq", // 8 locale prefix
      "/same,/same", // 9
      '"/open,/faq', // 10
      "/http,http://wa.me/1", // 11 not https
      "//x,/faq", // 12
      "/a//b,/faq", // 13
      "/a\\b,/faq", // 14
      "/ops/inbox,/faq", // 15 the console
      "/evil,javascript:alert(1)", // 16
      "/evil2,//evil.example/x", // 17
    ].join("\n");
    const { errors } = parseRedirectCsv(csv);
    expect(errors.map(rowErrorInEnglish)).toEqual([
      "line 3: the source path must start with a single /",
      expect.stringMatching(
        /^line 4: the target's host evil.example is not on the allow-list of off-site addresses \(https only: wa.me, /,
      ),
      "line 5: /ok is already redirected on line 2",
      "line 6: the status must be 301 or 302",
      "line 7: expected 2 or 3 columns (from,to,status), found 1",
      "line 8: the source path must not start with a language prefix (rules apply to every locale)",
      "line 9: the source and the target are the same path",
      "line 10: unterminated quoted field",
      expect.stringMatching(/^line 11: the target's host wa.me is not on the allow-list/),
      "line 12: the source path must start with a single /",
      "line 13: the source path must not contain // or a backslash",
      "line 14: the source path must not contain // or a backslash",
      "line 15: the source path must not be in /ops (the console and signing in cannot be redirected)",
      "line 16: the target must be a path starting with / or an https address on the allow-list",
      expect.stringMatching(/^line 17: the target's host evil.example is not on the allow-list/),
    ]);
  });

  it("stores a source typed in Arabic as browsers request it (percent-encoded)", () => {
    const { rows, errors } = parseRedirectCsv("/عروض-الصيف,/things-to-do,302\n/already%20encoded,/faq");
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.from)).toEqual([encodeURI("/عروض-الصيف"), "/already%20encoded"]);
  });

  it("export then import gives back the same rules", () => {
    const rows = [
      { from: "/a", to: "/b", status: 301 as const },
      { from: "/q", to: "/search/x?y=1,2", status: 302 as const },
    ];
    expect(parseRedirectCsv(formatRedirectCsv(rows))).toEqual({
      rows: rows.map((r, i) => ({ ...r, line: i + 2 })),
      errors: [],
    });
  });
});

describe("chainProblems", () => {
  const set = (...pairs: [string, string][]) =>
    new Map<string, RedirectRule>(pairs.map(([from, to]) => [from, { to, status: 301 }]));

  it("finds a rule whose target is itself redirected, in any language and with a query", () => {
    expect(chainProblems(set(["/a", "/ar/b?x=1"], ["/b", "/faq"]), "/a")).toEqual([
      { code: "chainTarget", target: "/b", next: "/faq" },
    ]);
  });

  it("finds a rule that another rule's target would now take a second hop through", () => {
    expect(chainProblems(set(["/a", "/b"], ["/b", "/faq"]), "/b")).toEqual([
      { code: "chainSource", via: "/a", path: "/b" },
    ]);
  });

  it("calls a rule back to its own source a loop, and leaves one-hop and off-site rules alone", () => {
    expect(chainProblems(set(["/a", "/b"], ["/b", "/a"]), "/b")).toEqual([{ code: "loop", from: "/b", to: "/a" }]);
    const fine = set(["/a", "/faq"], ["/b", "/faq"], ["/c", "https://wa.me/1"], ["/faq-old", "/b-new"]);
    for (const from of fine.keys()) expect(chainProblems(fine, from)).toEqual([]);
  });
});
