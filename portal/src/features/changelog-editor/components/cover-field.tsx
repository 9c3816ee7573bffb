import { type ChangeEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { uploadCover } from '../api/changelog-api';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** The same checks the server makes (the company cover's), made first so a wrong file costs no upload. */
export function coverFileProblem(file: File): string | undefined {
  if (!ACCEPTED.includes(file.type)) return 'Only PNG, JPEG or WebP images are allowed';
  if (file.size > MAX_BYTES) return 'Image is too large (max 2MB)';
  return undefined;
}

/**
 * The entry's optional cover: uploaded at once through the changelog's cover route (the entry
 * keeps only its upload id until saved), previewed, and removable.
 */
export function CoverField({
  companyId,
  cover,
  error,
  onChange,
}: {
  companyId: number;
  cover: { id: number; url: string } | null;
  error?: string | undefined;
  onChange: (cover: { id: number; url: string } | null) => void;
}) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = coverFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setUploading(true);
    try {
      onChange(await uploadCover(companyId, file));
    } catch (failure) {
      setProblem(errorMessage(failure, 'Failed to upload the cover image'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Wrap>
      <Label htmlFor={inputId}>Cover image (optional)</Label>
      {cover && <Preview src={cover.url} alt="Cover image preview" />}
      <Row>
        <FileInput
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          disabled={uploading}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${inputId}-error` : `${inputId}-hint`}
          onChange={pick}
        />
        {cover && (
          <Button variant="outline" size="sm" onClick={() => onChange(null)} disabled={uploading}>
            Remove cover
          </Button>
        )}
      </Row>
      {uploading && <Hint role="status">Uploading…</Hint>}
      {shown ? (
        <ErrorText id={`${inputId}-error`}>{shown}</ErrorText>
      ) : (
        <Hint id={`${inputId}-hint`}>PNG, JPEG or WebP, up to 2 MB.</Hint>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Label = styled.label`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 480px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const FileInput = styled.input`
  max-width: 100%;
  font-size: ${theme.font.size.sm};
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;

const Hint = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textSubtle};
`;

const ErrorText = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.medium};
`;
