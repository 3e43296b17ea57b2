// Structured data for search engines, escaped like every other JSON embedded in the page (data, so no CSP nonce).
import { serializeForScript } from "../../../shared/serialize.ts";

export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeForScript escapes <, > and & so the JSON cannot end the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
