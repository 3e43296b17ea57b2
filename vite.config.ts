// Vite builds the browser bundle (islands, styles, fonts) into dist/client with a manifest the worker reads.
import { defineConfig } from "vite";
import UnoCSS from "unocss/vite";
import { islandStrings } from "./build/vite-island-strings.ts";
import { serviceWorker } from "./build/vite-service-worker.ts";

export default defineConfig({
  publicDir: "client/public",
  // serviceWorker() builds client/sw/sw.ts into sw.js after the client, in a build of its own.
  plugins: [UnoCSS(), islandStrings(), serviceWorker()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // No data: URIs: the CSP allows fonts and images from this origin only.
    assetsInlineLimit: 0,
    rollupOptions: {
      input: "client/entry.tsx",
      // React libraries mark modules "use client"; that directive means nothing in an islands build.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
