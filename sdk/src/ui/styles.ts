import type { ResolvedOptions } from '../core/options';

// The widget's whole stylesheet, applied inside its shadow root. `:host{all:initial}` with
// !important wins over any host-page rule on the host element (inside !important beats
// outside !important), so nothing the host page sets is inherited by the widget.
export const widgetCss = `:host{all:initial!important;font:15px/1.3 system-ui!important}*{box-sizing:border-box;margin:0;padding:0;border:0}button{font:inherit;display:flex;align-items:center;justify-content:center;gap:8px;min-width:44px;min-height:44px;background:none;color:inherit;cursor:pointer}.launcher{background:linear-gradient(135deg,var(--f),var(--t));color:var(--c);font-weight:600;position:fixed;inset:auto 20px 20px auto;z-index:var(--z);max-width:calc(100vw - 40px);padding:0 18px;border-radius:99px;box-shadow:0 6px 20px #0004}.left .launcher{inset:auto auto 20px 20px}svg{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2}span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}dialog{position:fixed;inset:auto 20px 80px auto;width:min(420px,100vw - 40px);height:min(680px,100vh - 100px);max-width:none;max-height:none;border-radius:16px;background:#fff;overflow:hidden;box-shadow:0 24px 60px #0004}.left dialog{inset:auto auto 80px 20px}[open]{display:flex;flex-direction:column}::backdrop{background:#0006}.x{position:absolute;top:8px;right:8px;border-radius:99px;background:#fffd}iframe{flex:1;width:100%}@media (max-width:640px){dialog,.left dialog{inset:0;width:100%;height:100%;border-radius:0}}`;

/**
 * The per-instance theme as custom properties (from, to, text colour, z-index): only validated
 * values reach this string (see core/options); !important so no host rule on the host wins.
 */
export function themeCss(options: ResolvedOptions): string {
  return `:host{--f:${options.from}!important;--t:${options.to}!important;--c:${options.textColor}!important;--z:${options.zIndex}!important}`;
}

// While the panel is open full-screen on a phone, the page behind must not scroll. This is
// the only rule the widget ever adds to the host document, and only while the panel is open.
export const scrollLockCss = '@media (max-width:640px){html,body{overflow:hidden!important}}';
