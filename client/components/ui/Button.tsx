// The spec's button in its four visual types (primary, outlined, third, icon), as a <button> or a link.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "outlined" | "third" | "icon";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white hover:bg-primary-dark border border-transparent",
  outlined: "border border-primary text-primary hover:bg-primary hover:text-white",
  third: "bg-black/5 hover:bg-black/10 border border-transparent",
  icon: "p-2 rounded-full hover:bg-black/5",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  const base = "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";
  const size = variant === "icon" ? "" : "px-5 py-2.5";
  return [base, size, VARIANTS[variant], extra].filter(Boolean).join(" ");
}

function Spinner() {
  return <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; loading?: boolean; children: ReactNode };

/** Loading or disabled makes it non-clickable; a spinner shows while loading. */
export function Button({ variant = "primary", loading = false, disabled, className = "", children, type = "button", ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; children: ReactNode };

export function ButtonLink({ variant = "primary", className = "", children, ...rest }: LinkProps) {
  return (
    <a className={buttonClass(variant, className)} {...rest}>
      {children}
    </a>
  );
}
