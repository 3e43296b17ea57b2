// Types of first-inputs.mjs for the TypeScript journeys that share it.
import type { FirstInput } from "./first-input.mjs";

export type NamedInput = Omit<FirstInput, "url"> & {
  id: string;
  label: string;
  path: string;
  viewport: { width: number; height: number };
  target: number;
};
export const FIRST_INPUTS: NamedInput[];
