// Reads QR codes from the camera's picture: the browser's own BarcodeDetector where it has one that knows QR codes
// (Android's Chrome), otherwise the barcode-detector ponyfill, which runs ZXing compiled to WebAssembly. The .wasm
// file is served from this site (Vite emits it with the build, hashed): never a CDN, which the CSP would refuse.
// Browser only: the scanner island imports this when the camera is opened, so no other page loads any of it.
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/** What the scanner needs of a detector: the codes in a frame. */
export type QrDetector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };

type NativeDetector = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

/** The ponyfill, told where this site serves the WebAssembly, and ready (the module compiled) before it is used. */
async function ponyfillDetector(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? new URL(wasmUrl, location.href).href : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

/** A QR detector: the browser's own, else the ponyfill (null when neither can run here). */
export async function qrDetector(): Promise<QrDetector | null> {
  const native = await nativeDetector();
  if (native) return native;
  try {
    return await ponyfillDetector();
  } catch {
    return null;
  }
}
