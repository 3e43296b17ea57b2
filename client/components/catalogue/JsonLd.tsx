// Structured data for search engines, escaped like every other JSON embedded in the page (data, so no CSP nonce).
import { serializeForScript } from "../../../shared/serialize.ts";

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
