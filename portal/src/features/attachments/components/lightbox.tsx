/**
 * One screenshot at full size in a dialog (focus kept inside, Escape closes, focus returns to
 * its thumbnail); the arrow keys and the Previous / Next buttons move between the images.
 */
import type { Attachment } from '@sayso/api/contract';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { theme } from '@/styles/theme';
import { altText } from '../lib/alt-text';

interface LightboxProps {
  attachments: Attachment[];
  label: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function Lightbox({ attachments, label, index, onIndexChange, onClose }: LightboxProps) {
  const total = attachments.length;
  const current = attachments[index];
  const step = (by: number) => onIndexChange((index + by + total) % total);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % total);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + total) % total);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, total, onIndexChange]);

  if (!current) return null;
  const alt = altText(index, total, label);
  return (
    <Dialog open onClose={onClose} title={`Screenshot ${index + 1} of ${total}`}>
      <Figure>
        <img src={current.url} alt={alt.charAt(0).toUpperCase() + alt.slice(1)} />
      </Figure>
      {total > 1 && (
        <Steps>
          <Button variant="outline" size="sm" onClick={() => step(-1)}>
            Previous image
          </Button>
          <Button variant="outline" size="sm" onClick={() => step(1)}>
            Next image
          </Button>
        </Steps>
      )}
    </Dialog>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  justify-content: center;
  img { max-width: 100%; max-height: 70vh; object-fit: contain; }
`;

const Steps = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;
