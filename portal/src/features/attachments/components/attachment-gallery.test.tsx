import type { Attachment } from '@sayso/api/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '@/test/mount';
import { AttachmentGallery } from './attachment-gallery';

const mount = mountPerTest();
const shots: Attachment[] = [
  { id: 1, url: '/uploads/aaaa.png', contentType: 'image/png' },
  { id: 2, url: '/uploads/bbbb.gif', contentType: 'image/gif' },
];
const dialog = () => document.querySelector('[role=dialog]');
const press = (key: string) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('AttachmentGallery', () => {
  it('shows nothing for an idea without screenshots', () => {
    mount.render(<AttachmentGallery attachments={[]} label="Dark mode" />);
    expect(mount.container.innerHTML).toBe('');
  });

  it('shows lazy thumbnails as buttons that open the lightbox; arrows step, Escape closes', () => {
    mount.render(<AttachmentGallery attachments={shots} label="Dark mode" />);
    const images = [...mount.container.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.alt])).toEqual([
      ['lazy', 'Open screenshot 1 of 2 on Dark mode'],
      ['lazy', 'Open screenshot 2 of 2 on Dark mode'],
    ]);
    const first = mount.container.querySelector('button') as HTMLButtonElement;
    act(() => first.click());
    expect(dialog()?.textContent).toContain('Screenshot 1 of 2');
    expect(dialog()?.querySelector('img')?.getAttribute('alt')).toBe('Screenshot 1 of 2 on Dark mode');
    press('ArrowRight');
    expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('/uploads/bbbb.gif');
    press('ArrowRight');
    expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('/uploads/aaaa.png');
    press('ArrowLeft');
    expect(dialog()?.textContent).toContain('Screenshot 2 of 2');
    press('Escape');
    expect(dialog()).toBeNull();
  });
});
