// JSON embedded in HTML cannot break out of its script block.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { serializeForScript } from "../../shared/serialize.ts";
import { Island } from "../../client/components/Island.tsx";

const HOSTILE = "</script><script>alert(1)</script> & <!-- \u2028\u2029";

const Echo = ({ text }: { text: string }) => <span>{text}</span>;

describe("serializeForScript", () => {
  it("escapes <, >, &, U+2028 and U+2029 and still round-trips", () => {
    const out = serializeForScript({ text: HOSTILE });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain("\\u003c/script\\u003e");
    expect(out).toContain("\\u0026");
    expect(out).toContain("\\u2028");
    expect(out).toContain("\\u2029");
    expect(JSON.parse(out)).toEqual({ text: HOSTILE });
  });

  it("is used for island props in the rendered page", () => {
    const markup = renderToString(<Island name="Toasts" component={Echo} props={{ text: HOSTILE }} />);
    const script = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(markup)!;
    expect(script[0]).not.toContain("nonce");
    expect(script[1]).not.toContain("</script>");
    expect(JSON.parse(script[1])).toEqual({ text: HOSTILE });
    expect(markup.match(/<script/g)?.length).toBe(1);
  });
});
