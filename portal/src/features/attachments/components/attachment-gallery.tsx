/**
 * Screenshots on an idea or comment: small lazy-loaded thumbnails, each a button that opens the
 * lightbox at that image.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { AttachmentGalleryProps } from '@/lib/attachments/attachment-slots';
import { theme } from '@/styles/theme';
import { altText } from '../lib/alt-text';
import { Lightbox } from './lightbox';

export function AttachmentGallery({ attachments, label }: AttachmentGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (attachments.length === 0) return null;
  return (
    <>
      <Thumbs aria-label={`Images on ${label}`}>
        {attachments.map((attachment, index) => (
          <li key={attachment.id}>
            <ThumbButton type="button" onClick={() => setOpen(index)}>
              <img
                src={attachment.url}
                alt={`Open ${altText(index, attachments.length, label)}`}
                loading="lazy"
                width={96}
                height={72}
              />
            </ThumbButton>
          </li>
        ))}
      </Thumbs>
      {open !== null && (
        <Lightbox
          attachments={attachments}
          label={label}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  padding: 0;
  margin: ${theme.space[2]} 0 0;
`;

const ThumbButton = styled.button`
  display: block;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  background: ${theme.colors.surfaceSunken};
  cursor: zoom-in;
  img { display: block; width: 96px; height: 72px; object-fit: cover; }
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
