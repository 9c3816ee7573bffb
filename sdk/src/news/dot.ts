// The launcher's unread dot, drawn by sayso-news.js (plain DOM, loaded by sayso.js only once a
// launcher shows): asks the portal for its newest changelog entry, lights the dot when the
// visitor has not seen it, and clears it when the embed says it shows its changelog.
import type { Mount } from '../core/mount';
import type { ResolvedOptions } from '../core/options';
import { isChangelogShown } from '../core/protocol';
import { attachSheet } from '../core/styles';
import { UNREAD } from '../ui/strings';
import { fetchLatest, isUnread, markSeen } from './unread';

/** What sayso.js hands over: the widget instance (its options and its shadow root's host). */
export interface NewsTarget {
  options: ResolvedOptions;
  mount: Pick<Mount, 'host'>;
}

// Drawn over the launcher's corner: an attribute, not a node, so Preact's next render of the
// launcher keeps it (Preact only touches the attributes it wrote).
const DOT_CSS =
  '.launcher[data-new]::after{content:"";position:absolute;top:0;right:0;width:12px;height:12px;border-radius:50%;background:#dc2626;border:2px solid #fff}';

interface State {
  target: NewsTarget;
  company: string;
  /** When the newest entry was published (ms), NaN for none or not known yet. */
  latest: number;
  dot: boolean;
  stop: () => void;
}
let state: State | undefined;

/**
 * Called by sayso.js after each render with a launcher: asks once per widget and company, and
 * keeps the launcher's name in step with its text.
 */
export function startNews(target: NewsTarget): void {
  const { company } = target.options;
  if (state?.target !== target || state.company !== company) {
    state?.stop();
    const root = target.mount.host.shadowRoot as ShadowRoot;
    attachSheet(root, DOT_CSS, target.options.nonce);
    const next: State = {
      target,
      company,
      latest: Number.NaN,
      dot: false,
      stop: () => removeEventListener('message', onMessage),
    };
    // Checked as sayso.js checks the portal's messages (core/transport): the portal's exact
    // origin, from the widget's own frame, of the protocol's shape.
    const onMessage = ({ origin, source, data }: MessageEvent) => {
      // The widget was destroyed: nothing of this file stays listening.
      if (!target.mount.host.isConnected) return next.stop();
      if (
        origin === target.options.origin &&
        source &&
        source === root.querySelector('iframe')?.contentWindow &&
        isChangelogShown(data)
      )
        seen(next);
    };
    addEventListener('message', onMessage);
    state = next;
    fetchLatest(target.options).then((latest) => {
      // Another widget or company meanwhile: the answer is stale.
      if (state !== next) return;
      next.latest = latest;
      next.dot = isUnread(latest, company, Date.now());
      draw(next);
    });
  }
  draw(state);
}

/** The visitor is reading "What's new": the dot goes, and stays gone on the next page. */
function seen(it: State): void {
  markSeen(it.company, it.latest);
  it.dot = false;
  draw(it);
}

function draw({ target, dot }: State): void {
  const launcher = target.mount.host.shadowRoot?.querySelector('.launcher');
  if (!launcher) return;
  launcher.toggleAttribute('data-new', dot);
  if (dot) launcher.setAttribute('aria-label', `${target.options.text}, ${UNREAD}`);
  else launcher.removeAttribute('aria-label');
}
