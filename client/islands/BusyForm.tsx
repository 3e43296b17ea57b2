// A one-button form that posts as a plain form and, once hydrated, shows a spinner and refuses a second click while
// the browser waits for the answer (result pages' Retry).
import { useEffect, useState, type FormEvent } from "react";
import { Button, type ButtonVariant } from "../components/ui/Button.tsx";

export type BusyFormProps = {
  action: string;
  fields: Record<string, string>;
  label: string;
  variant?: ButtonVariant;
  testId?: string;
};

export default function BusyForm({ action, fields, label, variant = "primary", testId }: BusyFormProps) {
  const [busy, setBusy] = useState(false);

  // Back from the next page restores this one as it was left: the button works again.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => e.persisted && setBusy(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
    else setBusy(true);
  };

  return (
    <form method="post" action={action} onSubmit={submit} className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} loading={busy} data-testid={testId}>
        {label}
      </Button>
    </form>
  );
}
