// Secret values anyone can read in this repository or its history: a deployed worker refuses to sign with them.
// `.dev.vars.example` holds no secret values (npm run dev fills them at random); a test keeps it that way.

export const REPOSITORY_VALUES: ReadonlySet<string> = new Set([
  // wrangler.toml [vars] before secrets moved to .dev.vars (docs/decisions/017-deploy-safety.md).
  "local-auth-link-key-not-a-secret",
  "local-sandbox-signing-key-not-a-secret",
  // The Stripe stand-in's fixed keys in tests/fixtures/stripe-standin.ts.
  "sk_test_standin",
  "whsec_standin",
]);
