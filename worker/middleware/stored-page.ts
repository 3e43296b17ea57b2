// A cached page as bytes ready to serve: where its CSP nonce sits is found once, and each hit patches a copy there.
// Kept twice: in the Workers Cache API of the location, and in this isolate's memory for the pages it serves most.

/** Headers of the copy in the Cache API that say what the in-memory form keeps as fields. */
const STORED_AT = "X-Edge-Stored-At";
const STORED_NONCE = "X-Edge-Nonce";
/** The browser-facing Cache-Control of the page, kept aside while the stored copy carries the cache's own. */
const PAGE_CACHE_CONTROL = "X-Edge-Page-Cache-Control";
/** Headers of one answer that a stored page never keeps. */
const PER_REQUEST = ["Content-Security-Policy", "Set-Cookie", "X-Request-Id", "X-Edge-Cache", "Content-Length"];
/** Headers the Cache API's copy carries for the cache alone. */
const CACHE_ONLY = [
  "Cache-Control",
  "Age",
  "CF-Cache-Status",
  "Expires",
  "Last-Modified",
  "ETag",
  PAGE_CACHE_CONTROL,
  STORED_AT,
  STORED_NONCE,
];

export type StoredPage = {
  status: number;
  /** The page's own headers (Cache-Control included), without per-request ones. */
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** When it was rendered (ms since the epoch). */
  storedAt: number;
  /** The nonce it was rendered with, and where each `nonce="…"` value starts in `body`. */
  nonce: string | null;
  nonceAt: number[];
  /** Set while a background render replaces this copy, so that one stale page starts one refresh. */
  refreshing?: boolean;
};

const encoder = new TextEncoder();

/** Where every `nonce="<nonce>"` value starts: the nonce was random and unknown at render time, so only attributes carry it. */
function nonceOffsets(bytes: Uint8Array, nonce: string | null): number[] {
  if (!nonce) return [];
  const needle = encoder.encode(`nonce="${nonce}"`);
  const prefix = 'nonce="'.length;
  const offsets: number[] = [];
  outer: for (
    let i = bytes.indexOf(needle[0]);
    i !== -1 && i <= bytes.length - needle.length;
    i = bytes.indexOf(needle[0], i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    offsets.push(i + prefix);
  }
  return offsets;
}

const isHtml = (headers: [string, string][]) =>
  headers.some(([name, value]) => name.toLowerCase() === "content-type" && value.startsWith("text/html"));

/** A page just rendered with `nonce`, as stored. */
export function storedFromRender(
  res: Response,
  body: Uint8Array<ArrayBuffer>,
  storedAt: number,
  nonce: string | null,
): StoredPage {
  const headers = new Headers(res.headers);
  for (const name of PER_REQUEST) headers.delete(name);
  return { status: res.status, headers: [...headers], body, storedAt, nonce, nonceAt: nonceOffsets(body, nonce) };
}

/** The copy for the Cache API: the cache's own lifetime, with the page's Cache-Control, time and nonce beside it. */
export function toCacheResponse(page: StoredPage, maxAgeSeconds: number): Response {
  const headers = new Headers(page.headers);
  const pageControl = headers.get("Cache-Control");
  if (pageControl) headers.set(PAGE_CACHE_CONTROL, pageControl);
  headers.set("Cache-Control", `public, max-age=${maxAgeSeconds}`);
  headers.set(STORED_AT, String(page.storedAt));
  if (page.nonce) headers.set(STORED_NONCE, page.nonce);
  return new Response(page.body, { status: page.status, headers });
}

/** A copy read back from the Cache API. */
export async function fromCacheResponse(res: Response): Promise<StoredPage> {
  const headers = new Headers(res.headers);
  const pageControl = headers.get(PAGE_CACHE_CONTROL);
  const storedAt = Number(headers.get(STORED_AT) ?? 0);
  const nonce = headers.get(STORED_NONCE);
  for (const name of [...PER_REQUEST, ...CACHE_ONLY]) headers.delete(name);
  if (pageControl) headers.set("Cache-Control", pageControl);
  const body = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: [...headers], body, storedAt, nonce, nonceAt: nonceOffsets(body, nonce) };
}

/** A stored page as this request gets it: bytes, not a stream, so the response has a Content-Length and goes out whole. */
export type ServedPage = { body: Uint8Array<ArrayBuffer>; status: number; headers: [string, string][] };

/**
 * The page for this request, its nonce replaced by `nonce` (the header's) in a copy of the bytes, or null for an HTML
 * page that cannot carry it (no nonce recorded, or one of another length): it could not be served with a valid CSP.
 */
export function servable(page: StoredPage, nonce: string | undefined): ServedPage | null {
  if (!isHtml(page.headers)) return { body: page.body.slice(), status: page.status, headers: page.headers };
  if (!nonce || !page.nonce || page.nonce.length !== nonce.length) return null;
  const body = page.body.slice();
  const replacement = encoder.encode(nonce);
  for (const at of page.nonceAt) body.set(replacement, at);
  return { body, status: page.status, headers: page.headers };
}

/** Pages this isolate served lately, least recently used first; bounded by total size, since keys come from requests. */
export class RecentPages {
  private pages = new Map<string, StoredPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: StoredPage): void {
    this.delete(key);
    if (page.body.byteLength > this.maxBytes / 4) return;
    this.pages.set(key, page);
    this.bytes += page.body.byteLength;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.byteLength;
  }
}
