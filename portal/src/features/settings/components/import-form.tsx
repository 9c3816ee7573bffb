import { type Company, IMPORT_MAX_ROWS, type ImportPreview } from '@sayso/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRefreshBoard } from '@/lib/board/board-api';
import { theme } from '@/styles/theme';
import { importIdeas, previewImport } from '../api/data-api';
import { readImportFile } from './import-file';
import { ImportPreviewTable } from './import-preview-table';

const plural = (n: number, one: string) => `${n.toLocaleString('en')} ${one}${n === 1 ? '' : 's'}`;

/**
 * Import ideas from a CSV: choose the file, Preview (a dry run: the ideas it makes and the rows
 * with errors), then Import, which creates them all or none. The board refreshes after.
 */
export function ImportForm({ company }: { company: Company }) {
  const { toast } = useToast();
  const refreshBoard = useRefreshBoard(company.slug);
  const fileInput = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const [preview, setPreview] = useState<{ csv: string; result: ImportPreview } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);

  // The summary takes the focus, so a screen reader says what the preview found.
  useEffect(() => {
    if (preview) summary.current?.focus();
  }, [preview]);

  async function runPreview(event: FormEvent) {
    event.preventDefault();
    setPreview(null);
    const file = await readImportFile(fileInput.current?.files?.[0]);
    if (file.error !== undefined) return setError(file.error);
    setError(undefined);
    setBusy('preview');
    try {
      setPreview({ csv: file.csv, result: await previewImport(company.id, file.csv) });
    } catch (failure) {
      setError(errorMessage(failure, 'The file could not be read'));
    } finally {
      setBusy(null);
    }
  }

  async function runImport() {
    if (!preview) return;
    setBusy('import');
    try {
      const { created } = await importIdeas(company.id, preview.csv);
      toast({ title: `Imported ${plural(created, 'idea')}`, variant: 'success' });
      setPreview(null);
      if (fileInput.current) fileInput.current.value = '';
      await refreshBoard();
    } catch (failure) {
      toast({
        title: 'Nothing was imported',
        description: errorMessage(failure, 'Please try again'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  const result = preview?.result;
  return (
    <div>
      <SectionTitle id="data-import-title">Import ideas</SectionTitle>
      <Form onSubmit={runPreview} noValidate aria-label="Import ideas from CSV">
        <Input
          className="file-input"
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          label="CSV file"
          hint={`Columns: title, description, category, and optionally status and votes (imported votes have no voters). Up to ${IMPORT_MAX_ROWS.toLocaleString('en')} rows and 1 MB.`}
          error={error}
          onChange={() => setPreview(null)}
        />
        <div>
          <Button type="submit" variant="outline" loading={busy === 'preview'}>
            Preview
          </Button>
        </div>
      </Form>
      {result && (
        <Result>
          <Summary ref={summary} tabIndex={-1} role="status">
            {plural(result.valid, 'idea')} ready to import
            {result.invalid > 0 &&
              `, ${plural(result.invalid, 'row')} with errors: fix them in the file and preview again`}
            .
          </Summary>
          <ImportPreviewTable preview={result} />
          <div>
            <Button
              onClick={runImport}
              loading={busy === 'import'}
              disabled={result.invalid > 0 || result.valid === 0}
            >
              Import {plural(result.valid, 'idea')}
            </Button>
          </div>
        </Result>
      )}
    </div>
  );
}

/** The Data card's section headings (Export, Import ideas). */
export const SectionTitle = styled.h4`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  margin-bottom: ${theme.space[2]};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  /* The browser's own Choose file button sits inside: room around it instead of a text box's height. */
  .file-input { height: auto; padding: ${theme.space[2]}; }
`;

const Result = styled.div`
  margin-top: ${theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const Summary = styled.p`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
