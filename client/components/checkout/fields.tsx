// The checkout form's fields: a labelled field with its hint or error, a tick box, and the attributes inputs share.
import type { MouseEvent, ReactNode, RefObject } from "react";

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

/**
 * What went wrong, at the top of the form, as GOV.UK's error summary: a heading, then each refused field as a link
 * that moves the cursor into it (its label scrolled into view with it). It takes focus when it appears (tabindex=-1),
 * so a keyboard or screen reader user starts from the list; without JavaScript the links still jump to the fields.
 */
export function ErrorSummary({
  errors,
  labelOf,
  title,
  intro,
  summaryRef,
}: {
  errors: Record<string, string>;
  /** A field's label as the form shows it, by its name. */
  labelOf: (name: string) => string;
  title: string;
  intro: string;
  summaryRef?: RefObject<HTMLDivElement | null>;
}) {
  const jump = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(fieldId(name));
    if (!field) return;
    event.preventDefault();
    // The label above the field is what tells the traveller where they are: bring it into view, then the cursor.
    (document.querySelector(`label[for="${field.id}"]`) ?? field).scrollIntoView({ block: "start" });
    field.focus({ preventScroll: true });
  };
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the summary is where a refused form starts (GOV.UK's pattern); without JavaScript the server's answer opens on it
      autoFocus
      className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-sm text-red-900"
      data-testid="form-alert"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="text-base font-bold">
          {title}
        </h2>
        <p className="mt-1">{intro}</p>
        <ul className="mt-2 list-disc space-y-1 ps-5" data-testid="error-summary-list">
          {Object.entries(errors).map(([name, message]) => (
            <li key={name}>
              <a
                href={`#${fieldId(name)}`}
                onClick={jump(name)}
                className="font-semibold text-red-800 underline"
                data-testid="error-link"
                data-field={name}
              >
                {`${labelOf(name)}: ${message}`}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
