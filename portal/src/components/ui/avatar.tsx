import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** 'Ada Lovelace' -> 'AL', 'sayso' -> 'S'. */
function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]?.[0]] : [words[0]?.[0], words[words.length - 1]?.[0]];
  return letters.join('').toUpperCase();
}

const Circle = styled.span<{ $size: number; $square: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $square }) => ($square ? theme.radius.md : theme.radius.full)};
  background: ${theme.gradient.brand};
  color: ${theme.colors.textOnBrand};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${theme.font.weight.semibold};
  overflow: hidden;
  user-select: none;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  size?: number;
  /** Rounded square, for company logos. */
  square?: boolean;
  className?: string;
  /** Use the initials alone (no image) and one letter, like a company's first letter. */
  singleLetter?: boolean;
}

/** An image avatar that falls back to initials when there is no image or it fails to load. */
export function Avatar({ name, src, size = 32, square = false, className, singleLetter }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const text = singleLetter ? (name?.trim()[0] ?? '?').toUpperCase() : initials(name);
  const showImage = Boolean(src) && !broken;
  return (
    <Circle $size={size} $square={square} className={className} title={name ?? undefined}>
      {showImage ? (
        <img src={src ?? undefined} alt={name ? `${name}` : ''} onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden={name ? undefined : true}>{text}</span>
      )}
    </Circle>
  );
}
