// Closes the money, account and signed-link routes with a plain 503 in the visitor's language while the worker's
// settings or secrets are wrong or missing, and logs the exact fix; browse pages keep serving (docs/decisions/017).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { configProblems, describeProblems } from "../config/problems.ts";
import { routeFamily } from "../routing/route-families.ts";
import { unavailable } from "../routes/errors.tsx";
import { logEvent } from "../services/log.ts";

export const configGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (routeFamily(c.get("routePath")) === "other") return next();
  const problems = configProblems(c.env);
  if (problems.length === 0) return next();
  logEvent("error", "configuration", {
    requestId: c.get("requestId"),
    problems: problems.map((p) => p.setting),
    fix: describeProblems(problems),
  });
  return unavailable(c, "config");
};
