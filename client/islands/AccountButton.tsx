// Header's sign-in entry: "Sign in" (back to this page afterwards) or "Account", from the readable signed_in cookie.
// The server always renders the signed-out state, so browse pages stay anonymous; the browser switches after hydrating.
import { useCallback, useState } from "react";
import { useCookieRefresh } from "../state/cookie-refresh.ts";
import { signedInFromCookies } from "../../shared/account.ts";

export type AccountButtonProps = {
  signIn: { href: string; label: string };
  account: { href: string; label: string };
  className?: string;
};

/** True when the cookie string says a session is live ("signed_in=1"). */
/** The login page with this page as `next`, unless this page is itself an account page (no loops). */
export function signInWithNext(href: string, location: Pick<Location, "pathname" | "search">): string {
  const here = location.pathname + location.search;
  const bare = location.pathname.replace(/^\/ar(?=\/|$)/, "") || "/";
  if (bare.startsWith("/auth/") || bare === "/") return href;
  return `${href}?next=${encodeURIComponent(here)}`;
}

/** The signed-in state for this page, signed out (the server's rendering) until mounted; the sign-in link already
 * carries this page as `next` (HeaderActions builds it with signInWithNext on the server, so it hydrates unchanged). */
export function useAccountLink(signInHref: string): { signedIn: boolean; signInHref: string } {
  const [signedIn, setSignedIn] = useState(false);
  useCookieRefresh(useCallback(() => setSignedIn(signedInFromCookies(document.cookie)), []));
  return { signedIn, signInHref };
}

export default function AccountButton({ signIn, account, className = "" }: AccountButtonProps) {
  const { signedIn, signInHref } = useAccountLink(signIn.href);
  const link = signedIn ? { href: account.href, label: account.label } : { href: signInHref, label: signIn.label };
  return (
    <a
      href={link.href}
      className={`rounded-full border border-current px-3 py-1.5 text-sm font-semibold ${className}`}
      data-testid={signedIn ? "header-account" : "header-sign-in"}
      data-signed-in={signedIn ? "true" : "false"}
    >
      {link.label}
    </a>
  );
}
