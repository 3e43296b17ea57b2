// Shared client state: the cart count every island on the page sees (one jotai store per page).
import { atom } from "jotai";

export const cartCountAtom = atom(0);
