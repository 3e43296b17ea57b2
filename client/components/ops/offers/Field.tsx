// A console form's labelled control with its hint and its error (the error also names the field for screen readers).
import type { ReactNode } from "react";

export const input = "mt-1 w-full rounded-lg border border-black/20 bg-white px-3 py-2";

export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div data-field={name}>
      <label htmlFor={`ops-offer-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      {error && (
        <p className="mt-1 text-sm font-semibold text-red-800" data-testid="field-error" id={`ops-offer-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
