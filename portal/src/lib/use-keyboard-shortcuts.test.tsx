import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { isTyping, useKeyboardShortcuts } from './use-keyboard-shortcuts';

const mount = mountPerTest();
const onJ = vi.fn();
afterEach(() => onJ.mockClear());

function Page({ modal = false }: { modal?: boolean }) {
  useKeyboardShortcuts({ j: onJ });
  return (
    <>
      <input type="text" aria-label="Text" />
      <input type="checkbox" aria-label="Tick" />
      <textarea aria-label="Area" />
      {modal && <div role="dialog" aria-modal="true" />}
    </>
  );
}

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });

describe('useKeyboardShortcuts', () => {
  it('fires on the page and on a checkbox, never while typing or with a modifier', () => {
    mount.render(<Page />);
    press(document.body, 'j');
    press(mount.container.querySelector('input[type=checkbox]') as Element, 'j');
    expect(onJ).toHaveBeenCalledTimes(2);
    press(mount.container.querySelector('input[type=text]') as Element, 'j');
    press(mount.container.querySelector('textarea') as Element, 'j');
    press(document.body, 'j', { ctrlKey: true });
    press(document.body, 'j', { metaKey: true });
    press(document.body, 'k');
    expect(onJ).toHaveBeenCalledTimes(2);
  });

  it('stays quiet while a modal dialog is open', () => {
    mount.render(<Page modal />);
    press(document.body, 'j');
    expect(onJ).not.toHaveBeenCalled();
  });

  it('knows typing targets', () => {
    const input = document.createElement('input');
    expect(isTyping(input)).toBe(true);
    input.type = 'checkbox';
    expect(isTyping(input)).toBe(false);
    expect(isTyping(document.createElement('select'))).toBe(true);
    expect(isTyping(document.body)).toBe(false);
  });
});
