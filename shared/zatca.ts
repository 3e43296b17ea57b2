// ZATCA's QR code for a simplified tax invoice (phase 1): five TLV fields (seller name, VAT number, timestamp, total
// with VAT, VAT total), each a tag byte, a length byte (the value's UTF-8 bytes, at most 255) and the value, in tag
// order, then base64. Pure, for the worker and the browser alike (TextEncoder and btoa, no Buffer).
import { decimalText } from "./vat.ts";

export type ZatcaFields = {
  /** The seller's legal name as registered (the Arabic one). */
  sellerName: string;
  vatNumber: string;
  /** The issue instant in UTC, YYYY-MM-DDTHH:MM:SSZ. */
  timestamp: string;
  /** Decimal text in the currency's digits, e.g. "1150.00". */
  total: string;
  vat: string;
};

const ORDER = ["sellerName", "vatNumber", "timestamp", "total", "vat"] as const;

/** The TLV bytes; throws when a field is longer than 255 UTF-8 bytes (its length byte cannot say it). */
export function zatcaTlv(fields: ZatcaFields): Uint8Array {
  const encoder = new TextEncoder();
  const parts = ORDER.map((name, index) => {
    const value = encoder.encode(fields[name]);
    if (value.length > 255) throw new RangeError(`ZATCA field ${name} is ${value.length} bytes; at most 255`);
    return Uint8Array.of(index + 1, value.length, ...value);
  });
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** What the QR code holds: the TLV bytes in base64. */
export function zatcaQrText(fields: ZatcaFields): string {
  let binary = "";
  for (const byte of zatcaTlv(fields)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The fields of a ZATCA QR text, in order (for tests and the console); throws on a malformed text. */
export function decodeZatca(text: string): { tag: number; value: string }[] {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const fields: { tag: number; value: string }[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at]!;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) throw new RangeError("a truncated ZATCA field");
    fields.push({ tag, value: decoder.decode(bytes.subarray(at + 2, at + 2 + length)) });
    at += 2 + length;
  }
  return fields;
}

/** The issue instant as ZATCA's timestamp: UTC to the second ("2026-12-04T11:00:00Z"). */
export const zatcaTimestamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19)}Z`;

/** The fields of an issued invoice's QR: the Arabic legal name, the VAT number, the issue instant and its amounts. */
export function zatcaFieldsOf(doc: {
  seller: { legalName: { ar: string }; registrationNumber: string };
  issuedAt: string;
  total: number;
  vat: number;
  currency: string;
}): ZatcaFields {
  return {
    sellerName: doc.seller.legalName.ar,
    vatNumber: doc.seller.registrationNumber,
    timestamp: zatcaTimestamp(doc.issuedAt),
    total: decimalText(doc.total, doc.currency),
    vat: decimalText(doc.vat, doc.currency),
  };
}
