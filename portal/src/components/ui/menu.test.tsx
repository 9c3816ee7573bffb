import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { Menu, MenuItem, MenuPopup, MenuTrigger } from './menu';

const mount = mountPerTest();

const trigger = () =>
  mount.container.querySelector<HTMLButtonElement>('button[aria-expanded]') as HTMLButtonElement;
const popup = () => mount.container.querySelector<HTMLElement>('[role=menu], [data-popup]');
const items = () => [...mount.container.querySelectorAll<HTMLElement>('[role^=menuitem]')];
const click = (el: Element) => act(() => (el as HTMLElement).click());
const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
const pointerDown = (el: Element) =>
  act(() => {
    el.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  });

function StatusLike({ onChoose }: { onChoose: (value: string) => void }) {
  return (
    <Menu>
      <MenuTrigger aria-label="Change status">…</MenuTrigger>
      <MenuPopup aria-label="Status">
        {['Idea', 'Planned', 'Done'].map((value) => (
          <MenuItem key={value} checked={value === 'Idea'} onClick={() => onChoose(value)}>
            {value}
          </MenuItem>
        ))}
      </MenuPopup>
    </Menu>
  );
}

describe('Menu (an action menu)', () => {
  it('opens as a menu from its trigger and puts focus on the first item', () => {
    mount.render(<StatusLike onChoose={() => {}} />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().hasAttribute('aria-controls')).toBe(false);
    expect(popup()).toBeNull();

    click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(popup()?.id);
    expect(popup()?.getAttribute('aria-label')).toBe('Status');
    expect(items().map((item) => [item.getAttribute('role'), item.getAttribute('aria-checked')])).toEqual([
      ['menuitemradio', 'true'],
      ['menuitemradio', 'false'],
      ['menuitemradio', 'false'],
    ]);
    expect(items().every((item) => item.tabIndex === -1)).toBe(true);
    expect(document.activeElement).toBe(items()[0]);
  });

  it('moves between items with ArrowDown, ArrowUp (both wrap), Home and End', () => {
    mount.render(<StatusLike onChoose={() => {}} />);
    click(trigger());
    const focused = () => items().indexOf(document.activeElement as HTMLElement);
    press('ArrowDown');
    expect(focused()).toBe(1);
    press('End');
    expect(focused()).toBe(2);
    press('ArrowDown');
    expect(focused()).toBe(0);
    press('ArrowUp');
    expect(focused()).toBe(2);
    press('Home');
    expect(focused()).toBe(0);
  });

  it('opens on ArrowUp from the trigger with focus on the last item', () => {
    mount.render(<StatusLike onChoose={() => {}} />);
    trigger().focus();
    press('ArrowUp', trigger());
    expect(document.activeElement).toBe(items()[2]);
  });

  it('closes on ESC and gives focus back to the trigger', () => {
    mount.render(<StatusLike onChoose={() => {}} />);
    click(trigger());
    press('Escape');
    expect(popup()).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a click outside, leaving focus where the click put it', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    mount.render(<StatusLike onChoose={() => {}} />);
    click(trigger());
    pointerDown(items()[1] as HTMLElement);
    expect(popup()).not.toBeNull();

    outside.focus();
    pointerDown(outside);
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('runs the chosen item, closes and returns focus to the trigger', () => {
    const onChoose = vi.fn();
    mount.render(<StatusLike onChoose={onChoose} />);
    click(trigger());
    click(items()[1] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith('Planned');
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes when Tab leaves it', () => {
    mount.render(<StatusLike onChoose={() => {}} />);
    click(trigger());
    press('Tab');
    expect(popup()).toBeNull();
  });
});

function AccountLike({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <output>{open ? 'open' : 'closed'}</output>
      <Menu kind="disclosure" open={open} onOpenChange={setOpen}>
        <MenuTrigger aria-label="Account menu">A</MenuTrigger>
        <MenuPopup data-popup="">
          <p>ada@example.com</p>
          <a href="#settings">Account settings</a>
          <button type="button" onClick={onLogout}>
            Log out
          </button>
        </MenuPopup>
      </Menu>
    </>
  );
}

describe('Menu kind="disclosure" (a panel of links)', () => {
  it('keeps links and buttons as they are and leaves focus on the trigger', () => {
    mount.render(<AccountLike onLogout={() => {}} />);
    expect(trigger().hasAttribute('aria-haspopup')).toBe(false);
    trigger().focus();
    click(trigger());
    expect(mount.container.querySelector('output')?.textContent).toBe('open');
    expect(trigger().getAttribute('aria-controls')).toBe(popup()?.id);
    expect(popup()?.hasAttribute('role')).toBe(false);
    expect(items()).toEqual([]);
    expect(document.activeElement).toBe(trigger());
  });

  it('stays open for a click on its text and closes once a link or button is chosen', () => {
    const onLogout = vi.fn();
    mount.render(<AccountLike onLogout={onLogout} />);
    click(trigger());
    click(mount.container.querySelector('p') as HTMLElement);
    expect(popup()).not.toBeNull();
    click(mount.container.querySelector('a') as HTMLElement);
    expect(popup()).toBeNull();

    click(trigger());
    click(mount.container.querySelector('[data-popup] button') as HTMLElement);
    expect(onLogout).toHaveBeenCalledOnce();
    expect(mount.container.querySelector('output')?.textContent).toBe('closed');
  });

  it('closes on ESC with focus back on the trigger, and on a click outside', () => {
    mount.render(<AccountLike onLogout={() => {}} />);
    click(trigger());
    (mount.container.querySelector('a') as HTMLElement).focus();
    press('Escape');
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(trigger());

    click(trigger());
    pointerDown(document.body);
    expect(mount.container.querySelector('output')?.textContent).toBe('closed');
  });
});
