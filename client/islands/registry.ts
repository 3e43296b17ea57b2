// Lazy loaders for each island, so a page downloads only the islands it contains.
import type { ComponentType } from "react";
import type { IslandName } from "./names.ts";

// Each island takes its own props; the loader only needs to know it is a component.
// biome-ignore lint/suspicious/noExplicitAny: the registry is keyed by name, so the props type cannot be named here
type Loader = () => Promise<{ default: ComponentType<any> }>;

export const ISLANDS: Record<IslandName, Loader> = {
  CartButton: () => import("./CartButton.tsx"),
  Toasts: () => import("./Toasts.tsx"),
  BookingWidget: () => import("./BookingWidget.tsx"),
  SearchResults: () => import("./SearchResults.tsx"),
  SearchBox: () => import("./SearchBox.tsx"),
  CheckoutForm: () => import("./CheckoutForm.tsx"),
  BusyForm: () => import("./BusyForm.tsx"),
  PaymentCountdown: () => import("./PaymentCountdown.tsx"),
  AccountButton: () => import("./AccountButton.tsx"),
  PasskeySignIn: () => import("./PasskeySignIn.tsx"),
  PasskeyManager: () => import("./PasskeyManager.tsx"),
  PrintButton: () => import("../components/account/PrintButton.tsx"),
  ReviewBrowser: () => import("./ReviewBrowser.tsx"),
  GalleryViewer: () => import("./GalleryViewer.tsx"),
  WishlistItems: () => import("./WishlistItems.tsx"),
  CheckInScanner: () => import("./CheckInScanner.tsx"),
};
