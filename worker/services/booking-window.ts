// How far ahead travellers can book (defined in client/lib so the browser's date pickers share it).
export { BOOKING_WINDOW_DAYS } from "../../client/lib/booking-window.ts";
