/** A stylesheet the widget can change and take back, wherever it was attached. */
export interface ManagedSheet {
  set(css: string): void;
  remove(): void;
}

// Constructable stylesheets are not `style` attributes or inline <style>, so a page with a
// strict `style-src` accepts them; the nonce'd <style> covers browsers without them.
// Every browser with adoptedStyleSheets also has replaceSync (Chrome 73, Firefox 101, Safari 16.4).
const constructable = (): boolean => 'adoptedStyleSheets' in Document.prototype;

/** Attaches `css` to a shadow root or the document, with the nonce if it needs a <style>. */
export function attachSheet(target: ShadowRoot | Document, css: string, nonce?: string): ManagedSheet {
  if (constructable()) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
    return {
      set: (next) => sheet.replaceSync(next),
      remove: () => {
        target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== sheet);
      },
    };
  }
  const style = document.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  (target instanceof Document ? target.head : target).append(style);
  return {
    set: (next) => {
      style.textContent = next;
    },
    remove: () => style.remove(),
  };
}
