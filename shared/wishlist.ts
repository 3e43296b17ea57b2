// The wishlist's contract between the browser and the worker: paths, limits and the API's answers.
export const WISHLIST_PATH = "/wishlist";
export const WISHLIST_API = "/api/wishlist";
export const ACTIVITY_CARDS_API = "/api/activities/cards";
/** localStorage key of a signed-out visitor's saved activity ids. */
export const WISHLIST_STORAGE_KEY = "rihla:wishlist";
/** At most this many ids per merge or cards request (and D1 binds at most 100 parameters per query). */
export const WISHLIST_BATCH_MAX = 100;
/** A wishlist keeps at most this many activities. */
export const WISHLIST_MAX = 500;

/** Every wishlist API answer: the saved activity ids, newest first; `signedIn: false` when GET found no session. */
export type WishlistIds = { ids: number[]; signedIn?: false };
