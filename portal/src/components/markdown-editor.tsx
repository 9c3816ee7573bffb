import {
  type ClipboardEventHandler,
  type DragEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { type EditorMode, ModeTabs } from './markdown-editor-tabs';
import { applyFormat, type Edit, type MarkdownFormat, SHORTCUTS } from './markdown-format';
import { RichText } from './rich-text';
import { useMarkdownPreview } from './use-markdown-preview';

interface MarkdownEditorProps {
  id?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  hint?: ReactNode;
  error?: string | undefined;
  /** On the wrapper, so a paste or drop anywhere in the editor reaches it (the attachments' hook). */
  onPaste?: ClipboardEventHandler<HTMLDivElement>;
  onDrop?: DragEventHandler<HTMLDivElement>;
  onDragOver?: DragEventHandler<HTMLDivElement>;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /**
   * More for the textarea itself (e.g. the mention suggestions' combobox attributes, autoFocus);
   * its onKeyDown runs after the editor's shortcuts.
   */
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}

const TOOLS: { format: MarkdownFormat; label: string; glyph: string }[] = [
  { format: 'bold', label: 'Bold (Ctrl+B)', glyph: 'B' },
  { format: 'italic', label: 'Italic (Ctrl+I)', glyph: 'I' },
  { format: 'link', label: 'Link (Ctrl+K)', glyph: '🔗' },
  { format: 'list', label: 'Bulleted list', glyph: '•' },
  { format: 'quote', label: 'Quote', glyph: '❝' },
  { format: 'code', label: 'Code', glyph: '</>' },
];

/**
 * The one editor for descriptions and comments: Markdown in a textarea, a formatting toolbar
 * (also Ctrl/Cmd+B, I, K) and a Preview tab rendered by the server, so the preview is exactly
 * what will be stored and the portal carries no Markdown library.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { label, value, onChange, hint, error, textareaRef } = props;
  const generated = useId();
  const controlId = props.id ?? generated;
  const [mode, setMode] = useState<EditorMode>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(textareaRef, () => textarea.current as HTMLTextAreaElement, []);
  const selection = useRef<Edit | null>(null);
  const preview = useMarkdownPreview();

  // Restores the selection a toolbar edit chose, once React has put the new value in.
  useLayoutEffect(() => {
    const next = selection.current;
    if (!next || next.value !== value || !textarea.current) return;
    selection.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(next.start, next.end);
  }, [value]);

  const format = (kind: MarkdownFormat) => {
    const el = textarea.current;
    if (!el) return;
    const edit = applyFormat(value, el.selectionStart, el.selectionEnd, kind);
    if (props.maxLength !== undefined && edit.value.length > props.maxLength) return;
    selection.current = edit;
    onChange(edit.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const kind = SHORTCUTS[event.key.toLowerCase()];
    if (!kind || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) {
      props.textareaProps?.onKeyDown?.(event);
      return;
    }
    event.preventDefault();
    format(kind);
  };

  const show = (next: EditorMode) => {
    setMode(next);
    if (next === 'preview') preview.load(value);
  };

  const ids = { write: `${controlId}-write`, preview: `${controlId}-preview` };
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <Wrap onPaste={props.onPaste} onDrop={props.onDrop} onDragOver={props.onDragOver}>
      <Label htmlFor={controlId}>{label}</Label>
      <Frame $invalid={Boolean(error)}>
        <Bar>
          <ModeTabs mode={mode} ids={ids} onSelect={show} />
          {mode === 'write' && (
            <Toolbar role="toolbar" aria-label="Formatting" aria-controls={controlId}>
              {TOOLS.map((tool) => (
                <ToolButton
                  key={tool.format}
                  type="button"
                  aria-label={tool.label}
                  title={tool.label}
                  // Keeps the textarea's selection: the button must not take focus on press.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => format(tool.format)}
                  $format={tool.format}
                >
                  {tool.glyph}
                </ToolButton>
              ))}
            </Toolbar>
          )}
        </Bar>
        <div role="tabpanel" id={ids.write} aria-labelledby={`${ids.write}-tab`} hidden={mode !== 'write'}>
          <TextArea
            {...props.textareaProps}
            ref={textarea}
            id={controlId}
            name={props.name}
            value={value}
            rows={props.rows ?? 5}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        {/* Always present (hidden when writing), so the Preview tab's aria-controls names a real panel. */}
        <PreviewPanel
          role="tabpanel"
          id={ids.preview}
          aria-labelledby={`${ids.preview}-tab`}
          tabIndex={0}
          hidden={mode !== 'preview'}
        >
          {preview.state.kind === 'loading' && <Muted>Loading preview…</Muted>}
          {preview.state.kind === 'failed' && <Muted role="alert">{preview.state.message}</Muted>}
          {preview.state.kind === 'ready' &&
            (preview.state.html ? <RichText html={preview.state.html} /> : <Muted>Nothing to preview</Muted>)}
        </PreviewPanel>
      </Frame>
      <Hint id={hintId}>
        {hint}
        {hint ? ' · ' : ''}Markdown: **bold**, _italic_, - lists, &gt; quotes, `code`, [links](https://…)
      </Hint>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.colors.text};
`;

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  overflow: hidden;
  &:focus-within { border-color: ${theme.colors.focus}; box-shadow: ${theme.shadow.focus}; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
`;

const ToolButton = styled.button<{ $format: MarkdownFormat }>`
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${({ $format }) => ($format === 'bold' ? theme.font.weight.bold : theme.font.weight.regular)};
  font-style: ${({ $format }) => ($format === 'italic' ? 'italic' : 'normal')};
  font-family: ${({ $format }) => ($format === 'code' ? theme.font.mono : 'inherit')};
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceSunken}; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

const TextArea = styled.textarea`
  display: block;
  width: 100%;
  min-height: 96px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 0;
  background: transparent;
  font-size: ${theme.font.size.sm};
  resize: vertical;
  &:focus { outline: none; }
`;

const PreviewPanel = styled.div`
  min-height: 96px;
  padding: ${theme.space[2]} ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  &:focus-visible { outline: none; box-shadow: inset ${theme.shadow.focus}; }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
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
