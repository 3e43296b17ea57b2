// The spec's button styles in their four visual types (primary, outlined, third, icon), for links styled as buttons.
import type { AnchorHTMLAttributes, ReactNode } from "react";

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

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; children: ReactNode };

export function ButtonLink({ variant = "primary", className = "", children, ...rest }: LinkProps) {
  return (
    <a className={buttonClass(variant, className)} {...rest}>
      {children}
    </a>
  );
}
