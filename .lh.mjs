import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json" });
  const a = r.lhr.audits;
  console.log("==", url, Math.round(r.lhr.categories.performance.score * 100), "TBT", a["total-blocking-time"].numericValue.toFixed(0));
  console.log(" breakdown", a["mainthread-work-breakdown"].details.items.map((i) => `${i.group}:${i.duration.toFixed(0)}`).join(" "));
  console.log(" bootup", a["bootup-time"].details.items.slice(0, 5).map((i) => `${i.url.replace(/.*\//, "")}:${i.total.toFixed(0)}/${i.scripting.toFixed(0)}`).join(" "));
  console.log(" long", (a["long-tasks"]?.details?.items ?? []).slice(0, 8).map((i) => `${(i.url||"").replace(/.*\//, "")}@${i.startTime.toFixed(0)}+${i.duration.toFixed(0)}`).join(" "));
}
await chrome.kill();
