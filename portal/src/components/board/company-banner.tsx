import { useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { media, theme } from '@/styles/theme';

/** A cover image that falls back to the brand gradient when missing or broken (spec 2). */
export function CompanyCover({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <Cover data-testid="company-cover">
      {show && <CoverImage src={src} alt="" onError={() => setFailed(src)} />}
    </Cover>
  );
}

/** The company logo, or the first letter of its name when missing or broken (spec 2). */
export function CompanyLogo({ src, name, size = 88 }: { src: string | null; name: string; size?: number }) {
  return (
    <LogoFrame>
      <Avatar key={src ?? ''} name={name} src={src} size={size} square singleLetter />
    </LogoFrame>
  );
}

const Cover = styled.div`
  position: relative;
  height: 168px;
  background: ${theme.gradient.brand};
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  overflow: hidden;
  ${media.mobile} { height: 112px; }
`;

const CoverImage = styled.img`
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
`;

const LogoFrame = styled.div`
  flex: none;
  border-radius: ${theme.radius.lg};
  border: 4px solid ${theme.colors.surface};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.md};
`;
