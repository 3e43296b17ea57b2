// One real first input on a throttled page, and how long until the frame that shows its answer: shared by
// `npm run bench:interaction` and the throttled first-tap journey (tests/e2e/first-tap.spec.ts).

/** Lighthouse's mobile profile: CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const MOBILE_PROFILE = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };

/** Slows the page's CPU and network as Lighthouse's mobile profile does (Chromium only, through CDP). */
export async function throttle(page, profile = MOBILE_PROFILE) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down,
    uploadThroughput: profile.up,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
  return cdp;
}

/**
 * Counts the script bytes the page fetches, as they came over the network (compressed, with headers), by when each
 * request started (ms since the epoch). Read from CDP: the page's resource timing leaves some sizes out under emulation.
 */
function meterScripts(cdp) {
  const requests = new Map();
  cdp.on("Network.requestWillBeSent", (e) =>
    requests.set(e.requestId, { at: e.wallTime * 1000, script: false, bytes: 0 }),
  );
  cdp.on("Network.responseReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.script = e.type === "Script" || /javascript/.test(e.response.mimeType);
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  /** Script bytes of requests started in [from, to). */
  return (from, to) =>
    [...requests.values()].filter((r) => r.script && r.at >= from && r.at < to).reduce((sum, r) => sum + r.bytes, 0);
}

const reports = new WeakMap();

/** The page calls back into node with its measurement, so an answer that unloads the page (a reload) still counts. */
async function reporter(page) {
  let entry = reports.get(page);
  if (!entry) {
    entry = { resolve: null };
    reports.set(page, entry);
    await page.exposeFunction("__reportFirstInput", (probe) => entry.resolve?.(probe));
  }
  return entry;
}

/**
 * Arms the page: the input's time is that of the first pointerdown, keydown or change after this (for `fromLast`, the
 * last keydown), and the answer's that of the first animation frame in which `answer` holds. Answers:
 * - `{ kind: "attribute", selector, attribute, closest? }`: the attribute of the element (or its `closest` ancestor)
 *   differs from what it was when armed;
 * - `{ kind: "visible", selector }`: any element matching the selector is shown;
 * - `{ kind: "busy", selector }`: the element is disabled or aria-busy, or has a `[aria-busy=true]` inside;
 * - `{ kind: "url" }`: the address changed (history.pushState);
 * - an array of answers: any of them;
 * - any answer also counts as given when the page starts to unload (a form posted, a reload).
 * Returns `{ answered }`, a promise of the latency (ms) and the input's and answer's times (ms since the epoch).
 */
async function arm(page, answer, { fromLast = false, timeout = 15_000 } = {}) {
  const entry = await reporter(page);
  const reported = new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve({ latency: Number.POSITIVE_INFINITY, inputAt: Date.now(), answerAt: Date.now(), timedOut: true }),
      timeout,
    );
    entry.resolve = (probe) => {
      clearTimeout(timer);
      resolve(probe);
    };
  });
  await page.evaluate(
    ({ answer, fromLast }) => {
      const probe = { input: null, answered: false, watching: false };
      const answers = (Array.isArray(answer) ? answer : [answer]).map((a) => {
        const element = () => {
          const el = document.querySelector(a.selector);
          return el && a.closest ? el.closest(a.closest) : el;
        };
        return { ...a, element, initial: a.kind === "attribute" ? element()?.getAttribute(a.attribute) : null };
      });
      const startUrl = location.href;
      const one = (a) => {
        const el = a.element();
        if (a.kind === "attribute") return !!el && el.getAttribute(a.attribute) !== a.initial;
        if (a.kind === "visible")
          return [...document.querySelectorAll(a.selector)].some((shown) => shown.getClientRects().length > 0);
        if (a.kind === "url") return location.href !== startUrl;
        if (a.kind === "busy")
          return (
            !!el &&
            (el.disabled === true || el.getAttribute("aria-busy") === "true" || !!el.querySelector("[aria-busy=true]"))
          );
        return false;
      };
      const holds = () => answers.some(one);
      const report = (at) => {
        if (probe.answered || probe.input === null) return;
        probe.answered = true;
        window.__reportFirstInput({
          latency: at - probe.input,
          inputAt: performance.timeOrigin + probe.input,
          answerAt: performance.timeOrigin + at,
        });
      };
      const watch = () =>
        requestAnimationFrame((frame) => {
          if (probe.answered) return;
          if (holds()) report(frame);
          else watch();
        });
      const onInput = (event) => {
        if (probe.input !== null && !(fromLast && event.type === "keydown")) return;
        probe.input = event.timeStamp;
        if (!probe.watching) {
          probe.watching = true;
          watch();
        }
      };
      for (const type of ["pointerdown", "keydown", "change"]) window.addEventListener(type, onInput, true);
      window.addEventListener("beforeunload", () => report(performance.now()));
    },
    { answer, fromLast },
  );
  return { answered: reported };
}

/**
 * Loads `url` on a page throttled through `cdp`, waits for the load event and a second of quiet, arms the answer,
 * performs the input, and returns its latency (ms) with the script bytes fetched before the input and between the
 * input and the answer.
 */
export async function firstInput(page, cdp, { url, prepare, answer, act, fromLast, settle = 1000 }) {
  const scripts = meterScripts(cdp);
  await page.goto(url, { waitUntil: "load" });
  if (prepare) await prepare(page);
  await page.waitForTimeout(settle);
  const { answered } = await arm(page, answer, { fromLast });
  await act(page);
  const m = await answered;
  // Requests still finishing at the answer are counted once they end.
  await page.waitForTimeout(200);
  return { ...m, before: scripts(0, m.inputAt), atInput: scripts(m.inputAt, m.answerAt + 1) };
}
