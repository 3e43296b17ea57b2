// Structured data for search engines, escaped like every other JSON embedded in the page.
import { serializeForScript } from "../../lib/serialize.ts";
import { usePageContext } from "../page-context.tsx";

export function JsonLd({ data }: { data: unknown }) {
  const { nonce } = usePageContext();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
