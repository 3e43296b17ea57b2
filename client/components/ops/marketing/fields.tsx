// Form parts of the console's marketing and staff pages: a labelled field with its hint or its error, the input's look,
// and a card around a form. Server-rendered, plain HTML forms.
import type { ReactNode } from "react";

export const inputClass = (invalid = false) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base font-normal ${
    invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"
  }`;

/** A label above its control, then the error (when there is one) or the hint. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} data-field={id}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The aria attributes tying a control to its error or hint. */
export const described = (id: string, error: unknown, hint = false) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** A white card with a heading, around one form or list. */
export function Card({
  title,
  id,
  children,
  className = "",
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-black/10 bg-white p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
