// The spec's button styles in their four visual types (primary, outlined, third, icon), for links styled as buttons
// and for buttons that show a spinner and refuse clicks while their request runs (spec §4).
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "outlined" | "third" | "icon";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white hover:bg-primary-dark border border-transparent",
  outlined: "border border-primary text-primary hover:bg-primary hover:text-white",
  third: "bg-black/5 hover:bg-black/10 border border-transparent",
  icon: "p-2 rounded-full hover:bg-black/5",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  const base =
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";
  const size = variant === "icon" ? "" : "px-5 py-2.5";
  return [base, size, VARIANTS[variant], extra].filter(Boolean).join(" ");
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; children: ReactNode };

export function ButtonLink({ variant = "primary", className = "", children, ...rest }: LinkProps) {
  return (
    <a className={buttonClass(variant, className)} {...rest}>
      {children}
    </a>
  );
}

/** A small spinning ring in the text colour; hidden from assistive technology (the button says it is busy). */
export function Spinner({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`animate-spin ${className}`}
      fill="none"
      data-testid="spinner"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  loading?: boolean;
  children: ReactNode;
};

/** While `loading`, the button shows a spinner, is disabled and says it is busy. */
export function Button({
  variant = "primary",
  loading = false,
  disabled,
  className = "",
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
