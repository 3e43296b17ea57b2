// The payment page's countdown to the end of the seats' hold: starts from the server's remaining time (so the
// visitor's clock does not matter) and reloads the page at zero, when the server shows that the page has expired.
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";

export type PaymentCountdownProps = { remainingSeconds: number };

export function formatRemaining(seconds: number): string {
  const clamped = Math.max(0, Math.floor(seconds));
  return `${Math.floor(clamped / 60)}:${String(clamped % 60).padStart(2, "0")}`;
}

export default function PaymentCountdown({ remainingSeconds }: PaymentCountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(remainingSeconds);
  useEffect(() => {
    if (remainingSeconds <= 0) return;
    const deadline = Date.now() + remainingSeconds * 1000;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        location.reload();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [remainingSeconds]);
  const urgent = left < 120;
  return (
    <div
      className={`flex items-center justify-between gap-4 rounded-xl border p-4 ${urgent ? "border-red-300 bg-red-50" : "border-black/10 bg-slate-50"}`}
      data-testid="payment-countdown"
    >
      <div>
        <p className="font-semibold">{t("payment.timeLeft")}</p>
        <p className="text-sm text-slate-600">{t("payment.timeLeftHint")}</p>
      </div>
      <p
        role="timer"
        aria-label={t("payment.timeLeft")}
        className={`text-2xl font-extrabold tabular-nums ${urgent ? "text-red-700" : "text-slate-900"}`}
        dir="ltr"
      >
        {left > 0 ? formatRemaining(left) : t("payment.timeUp")}
      </p>
    </div>
  );
}
