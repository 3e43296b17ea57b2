// The checkout form's fields: a labelled field with its hint or error, a tick box, and the attributes inputs share.
import type { ReactNode } from "react";

export const fieldId = (name: string) => `f-${name.replace(/[^a-zA-Z0-9]/g, "-")}`;
const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"}`;

export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div data-field={name}>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A box the traveller may tick (unticked unless the draft says otherwise), with its label and what it means. */
export function Choice({
  name,
  values,
  label,
  hint,
  testId,
}: {
  name: string;
  values: Record<string, string>;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <label className="mt-4 flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        value="on"
        defaultChecked={values[name] === "on"}
        className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--c-primary)]"
        data-testid={testId}
      />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

/** The attributes every input shares: id, name, what it held, and how it points at its error or hint. */
export function inputProps(name: string, values: Record<string, string>, errors: Record<string, string>, hint = false) {
  const error = errors[name];
  return {
    id: fieldId(name),
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${fieldId(name)}-error` : hint ? `${fieldId(name)}-hint` : undefined,
    className: inputClass(Boolean(error)),
  };
}
