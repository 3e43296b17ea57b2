// The processing screen over the checkout form while it is sent: which stage, and a progress bar that follows the clock.
import { useTranslation } from "../../i18n/use-translation.ts";
import { Spinner } from "../ui/Button.tsx";
import type { Stage } from "./checkout-state.ts";

export function ProcessingOverlay({ stage, progress }: { stage: Stage; progress: number }) {
  const { t } = useTranslation();
  const percent = Math.round(progress * 100);
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-white/90 px-4 backdrop-blur-sm"
      data-testid="processing"
    >
      <div className="w-full max-w-sm rounded-2xl border border-black/10 bg-white p-6 text-center shadow-lg">
        <Spinner className="mx-auto h-10 w-10 text-primary" />
        <div role="status" aria-live="polite">
          <p className="mt-4 text-lg font-bold" data-testid="processing-stage">
            {t(`checkout.processing.${stage === "checkout" ? "checkout" : "cart"}`)}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t("checkout.processing.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-4 h-2 overflow-hidden rounded-full bg-black/10"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-3 text-sm text-slate-600">{t("checkout.processing.wait")}</p>
      </div>
    </div>
  );
}
