import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { mountPerTest } from '@/test/mount';
import { AttachmentPicker } from './attachment-picker';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../api/attachment-api', () => ({ uploadAttachment: upload }));

const mount = mountPerTest();
afterEach(() => upload.mockReset());
// jsdom has no object URLs: a stand-in is enough for a preview's src.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => {};

/** A paste event as a browser sends it, carrying `files` (jsdom has no ClipboardEvent data). */
function paste(target: Element, files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files } });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

function renderPicker(onChange: (ids: number[]) => void) {
  mount.render(
    <ToastProvider>
      <AttachmentPicker companySlug="acme" onChange={onChange}>
        <textarea aria-label="Description" />
      </AttachmentPicker>
    </ToastProvider>,
  );
  return mount.container.querySelector('textarea') as HTMLTextAreaElement;
}

describe('AttachmentPicker', () => {
  it('uploads an image pasted on the field, shows its thumbnail and reports its id', async () => {
    upload.mockResolvedValue({ id: 7, url: '/uploads/abc.png', contentType: 'image/png', sizeBytes: 3 });
    const changes: number[][] = [];
    const field = renderPicker((ids) => changes.push(ids));
    const event = paste(field, [new File(['png'], 'shot.png', { type: 'image/png' })]);
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {});
    expect(upload).toHaveBeenCalledWith('acme', expect.any(File));
    expect(mount.container.querySelector('img')?.getAttribute('src')).toBe('/uploads/abc.png');
    expect(changes.at(-1)).toEqual([7]);
    const remove = mount.container.querySelector('button[aria-label="Remove image 1"]') as HTMLButtonElement;
    act(() => remove.click());
    expect(mount.container.querySelector('img')).toBeNull();
    expect(changes.at(-1)).toEqual([]);
  });

  it('leaves a paste without files to the field, and says why a file was left out', () => {
    const field = renderPicker(() => {});
    expect(paste(field, []).defaultPrevented).toBe(false);
    paste(field, [new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })]);
    expect(mount.container.querySelector('[role=alert]')?.textContent).toBe(
      'Only PNG, JPEG, WebP or GIF images can be attached',
    );
    expect(upload).not.toHaveBeenCalled();
  });
});
