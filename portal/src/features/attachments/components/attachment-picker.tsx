/**
 * Screenshots for a new idea or comment: paste one (Ctrl+V) or drop it on the form's fields, or
 * choose files with the button; thumbnails show each upload until done, with a remove button.
 */
import { MAX_ATTACHMENTS } from '@sayso/api/contract';
import { type ClipboardEvent, type DragEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AttachmentPickerProps } from '@/lib/attachments/attachment-slots';
import { theme } from '@/styles/theme';
import { ACCEPT_ATTRIBUTE, filesOf, pickImages } from '../lib/pick-images';
import { useAttachmentUploads } from './use-attachment-uploads';

export function AttachmentPicker({ companySlug, onChange, onBusyChange, children }: AttachmentPickerProps) {
  const { images, add, remove } = useAttachmentUploads(companySlug, onChange, onBusyChange);
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = images.length >= MAX_ATTACHMENTS;

  function take(files: File[]) {
    const picked = pickImages(files, images.length);
    setProblem(picked.problem);
    if (picked.files.length > 0) void add(picked.files);
  }

  // Only a paste or drop carrying files is ours: pasted text reaches the field as usual.
  function onPaste(event: ClipboardEvent) {
    const files = filesOf(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    take(files);
  }
  function onDrop(event: DragEvent) {
    const files = filesOf(event.dataTransfer);
    if (files.length === 0) return;
    event.preventDefault();
    take(files);
  }

  return (
    <Zone onPaste={onPaste} onDrop={onDrop} onDragOver={(event) => event.preventDefault()}>
      {children}
      <Bar>
        <input
          ref={input}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple
          hidden
          tabIndex={-1}
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button
          variant="outline"
          size="sm"
          aria-describedby={hintId}
          disabled={full}
          onClick={() => input.current?.click()}
        >
          Attach images
        </Button>
        <Hint id={hintId}>
          Paste, drop or choose up to {MAX_ATTACHMENTS} images (PNG, JPEG, WebP or GIF, 5 MB each)
        </Hint>
      </Bar>
      {problem && <Problem role="alert">{problem}</Problem>}
      {images.length > 0 && (
        <Thumbs aria-label="Attached images">
          {images.map((image, index) => (
            <Thumb key={image.key} aria-busy={!image.uploaded}>
              <img
                src={image.uploaded?.url ?? image.previewUrl}
                alt={`Attachment ${index + 1}: ${image.name}`}
              />
              {!image.uploaded && (
                <Uploading>
                  <Spinner label={`Uploading ${image.name}`} />
                </Uploading>
              )}
              <Remove
                type="button"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => remove(image.key)}
              >
                ×
              </Remove>
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Zone>
  );
}

const Zone = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const Hint = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.xs};
`;

const Problem = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Thumb = styled.li`
  position: relative;
  width: 72px;
  height: 72px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Uploading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.overlay};
  color: ${theme.colors.textOnBrand};
`;

const Remove = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.text};
  color: ${theme.colors.background};
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
`;
