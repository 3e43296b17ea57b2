// UnoCSS: utility classes scanned from client and worker components; brand colours come from CSS variables.
import { defineConfig, presetWind3 } from "unocss";

export default defineConfig({
  presets: [presetWind3()],
  content: { filesystem: ["client/**/*.{ts,tsx}", "worker/**/*.{ts,tsx}"] },
  theme: {
    colors: {
      primary: { DEFAULT: "var(--c-primary)", dark: "var(--c-primary-dark)" },
      accent: "var(--c-accent)",
    },
    // The stack depends on the page's language: styles/base.css.
    fontFamily: { sans: "var(--font-sans)" },
  },
});
