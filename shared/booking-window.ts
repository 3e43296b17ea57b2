// How far ahead travellers can book: the availability the calendar shows, listings filter by and the seed generates.
export const BOOKING_WINDOW_DAYS = 90;
