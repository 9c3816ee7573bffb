// `launcher: false` and `data-sayso-open`: the host page opens the panel with its own button.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, dialog, launcher } from '../test-utils';
import { destroy, init, open, setDefaults } from './widget';

beforeEach(() => {
  setDefaults({ baseUrl: BASE });
  document.body.innerHTML =
    '<button id="own" data-sayso-open><span>Feedback</span></button><button id="other">Other</button>';
});
afterEach(() => destroy());

const own = () => document.getElementById('own') as HTMLButtonElement;
const inner = () => own().querySelector('span') as HTMLSpanElement;

describe('launcher: false', () => {
  it('shows no floating button; open() still opens the panel', () => {
    init({ company: 'acme', launcher: false });
    expect(launcher()).toBeNull();
    expect(dialog()?.open).toBe(false);
    open();
    expect(dialog()?.open).toBe(true);
  });

  it('can be switched on and off by a later init', () => {
    init({ company: 'acme', launcher: false });
    init({ company: 'acme', launcher: true });
    expect(launcher()).not.toBeNull();
    init({ company: 'acme', launcher: false });
    expect(launcher()).toBeNull();
  });

  it('rejects a non-boolean with a clear error and keeps the launcher', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    init({ company: 'acme', launcher: 'no' as never });
    expect(spy).toHaveBeenCalledWith('[Sayso] launcher: expected a boolean, got "no"');
    expect(launcher()).not.toBeNull();
  });
});

describe('data-sayso-open', () => {
  it('opens the panel from a click on the element or anything inside it', () => {
    init({ company: 'acme' });
    document.getElementById('other')?.click();
    expect(dialog()?.open).toBe(false);
    inner().click();
    expect(dialog()?.open).toBe(true);
  });

  it('works for elements added after init (one delegated listener)', () => {
    init({ company: 'acme', launcher: false });
    const late = document.createElement('a');
    late.href = '#feedback';
    late.dataset.saysoOpen = '';
    document.body.append(late);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    late.dispatchEvent(click);
    expect(dialog()?.open).toBe(true);
    // A link used as the trigger does not also navigate.
    expect(click.defaultPrevented).toBe(true);
  });

  it('stops listening on destroy', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    init({ company: 'acme' });
    destroy();
    const clicks = added.mock.calls.filter(([type]) => type === 'click');
    expect(clicks).toHaveLength(1);
    expect(removed).toHaveBeenCalledWith('click', clicks[0]?.[1]);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    inner().click();
    expect(spy).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });
});
