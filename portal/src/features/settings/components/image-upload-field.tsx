import type { UploadType } from '@sayso/api/contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonStyles } from '@/components/ui/button';
import { theme } from '@/styles/theme';
import { ACCEPTED_TYPES, STAGE_PROGRESS, useImageUpload } from '../lib/use-image-upload';

interface ImageUploadFieldProps {
  type: UploadType;
  label: string;
  /** e.g. 'Recommended: 200x200 px, square'. */
  recommended: string;
  value: string | null;
  companySlug: string;
  companyName: string;
  onChange: (url: string | null) => void;
}

/** Logo or cover upload with preview, progress and the spec's placeholder after a failure. */
export function ImageUploadField({
  type,
  label,
  recommended,
  value,
  companySlug,
  companyName,
  onChange,
}: ImageUploadFieldProps) {
  const id = useId();
  const upload = useImageUpload(type, companySlug, onChange);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const showImage = Boolean(value) && !upload.failed && brokenSrc !== value;
  const progress = upload.stage === 'idle' ? null : STAGE_PROGRESS[upload.stage];

  return (
    <Field role="group" aria-labelledby={`${id}-label`}>
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      <Row>
        {type === 'logo' ? (
          <LogoPreview data-testid="logo-preview">
            {showImage ? (
              <img src={value ?? undefined} alt="Logo preview" onError={() => setBrokenSrc(value)} />
            ) : (
              <Avatar name={companyName} size={80} square singleLetter />
            )}
          </LogoPreview>
        ) : (
          <CoverPreview data-testid="cover-preview">
            {showImage && (
              <img src={value ?? undefined} alt="Cover preview" onError={() => setBrokenSrc(value)} />
            )}
          </CoverPreview>
        )}
        <Side>
          <Actions>
            <FileInput
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              disabled={upload.uploading}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = ''; // choosing the same file again must upload again
                if (file) void upload.upload(file);
              }}
            />
            <PickLabel
              htmlFor={`${id}-file`}
              $variant="outline"
              $size="sm"
              $fullWidth={false}
              aria-disabled={upload.uploading || undefined}
            >
              {value ? `Change ${type}` : `Upload ${type}`}
            </PickLabel>
            {value && !upload.uploading && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  upload.reset();
                  onChange(null);
                }}
              >
                Remove {type}
              </Button>
            )}
          </Actions>
          <Hint id={`${id}-hint`}>PNG or JPEG, max 2MB. {recommended}</Hint>
          {progress && (
            <Progress>
              <progress max={100} value={progress.percent} aria-label={`Uploading ${type}`} />
              <span role="status">{progress.text}</span>
            </Progress>
          )}
          {upload.failed && (
            <Failed role="status">Upload failed: a placeholder is shown. Try another image.</Failed>
          )}
        </Side>
      </Row>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const FieldLabel = styled.span`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space[4]};
  align-items: flex-start;
  flex-wrap: wrap;
`;

const LogoPreview = styled.div`
  width: 80px;
  height: 80px;
  flex: none;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/* The 3:1 shape of a 1200x400 cover; the gradient is also the placeholder after a failure. */
const CoverPreview = styled.div`
  width: 240px;
  max-width: 100%;
  aspect-ratio: 3 / 1;
  flex: none;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.gradient.brand};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  flex: 1 1 200px;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

const FileInput = styled.input.attrs({ className: 'visually-hidden' })`
  &:focus-visible + label { box-shadow: ${theme.shadow.focus}; }
`;

const PickLabel = styled.label<{ $variant: 'outline'; $size: 'sm'; $fullWidth: boolean }>`
  ${buttonStyles}
`;

const Hint = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textSubtle};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
  progress { flex: 1; max-width: 200px; height: 8px; accent-color: ${theme.colors.brand}; }
`;

const Failed = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.danger};
`;
