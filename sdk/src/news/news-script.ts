// The entry of dist/sayso-news.js: sayso.js appends it (with its SRI hash) once a launcher shows
// and leaves the widget on the <script> element, `w`; `s` is how sayso.js reaches this file's
// startNews afterwards (an update, a new widget after destroy).
import { type NewsTarget, startNews } from './dot';

type NewsScript = HTMLScriptElement & { w?: NewsTarget; s?: (target: NewsTarget) => void };

const script = document.currentScript as NewsScript | null;
if (script?.w) {
  script.s = startNews;
  startNews(script.w);
}
