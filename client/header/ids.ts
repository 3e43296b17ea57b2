// What the server-drawn header and its framework-free behaviours (menu.ts, currency.ts) agree on.
/** The phone menu's popover layer (backdrop and drawer). */
export const MENU_LAYER_ID = "mobile-menu-layer";
/** Marks the currency picker's select, in the header and in the menu. */
export const CURRENCY_SELECT = "data-currency-switch";
