// Whether the island has hydrated: the server's HTML (and the first render in the browser) is the form that works
// without JavaScript; once this is true, the island's controls take over.
import { useEffect, useState } from "react";

export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
