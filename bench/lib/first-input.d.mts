// Types of first-input.mjs for the TypeScript journeys that share it.
import type { CDPSession, Page } from "@playwright/test";

export type Answer =
  | { kind: "attribute"; selector: string; attribute: string; closest?: string }
  | { kind: "visible"; selector: string }
  | { kind: "busy"; selector: string }
  | { kind: "url" };
export type Measured = { latency: number; inputAt: number; answerAt: number; before: number; atInput: number };
export type FirstInput = {
  url: string;
  answer: Answer | Answer[];
  act: (page: Page) => Promise<unknown>;
  prepare?: (page: Page) => Promise<unknown>;
  fromLast?: boolean;
  settle?: number;
};

export const MOBILE_PROFILE: { cpu: number; latency: number; down: number; up: number };
export function throttle(page: Page, profile?: typeof MOBILE_PROFILE): Promise<CDPSession>;
export function firstInput(page: Page, cdp: CDPSession, input: FirstInput): Promise<Measured>;
