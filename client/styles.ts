// The stylesheet and fonts every page links: imported by the browser entry so Vite emits them as the entry's CSS.
import "./fonts.css";
import "@unocss/reset/tailwind-compat.css";
import "virtual:uno.css";
import "react-day-picker/style.css";
import "./styles/base.css";
import "./styles/focus.css";
import "./styles/motion.css";
