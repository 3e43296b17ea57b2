// How far ahead travellers can book (defined in shared/ so the browser's date pickers share it).
export { BOOKING_WINDOW_DAYS } from "../../shared/booking-window.ts";
