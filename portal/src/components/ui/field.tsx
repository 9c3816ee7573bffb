import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

const FieldWrap = styled.div`
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

const Hint = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textSubtle};
`;

const ErrorText = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.medium};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  padding: 0 ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  transition: border-color ${theme.transition.fast}, box-shadow ${theme.transition.fast};
  &::placeholder { color: ${theme.colors.textSubtle}; }
  &:focus { outline: none; border-color: ${theme.colors.focus}; box-shadow: ${theme.shadow.focus}; }
  &:disabled { background: ${theme.colors.surfaceSunken}; cursor: not-allowed; }
`;

const StyledInput = styled.input<{ $invalid: boolean }>`${control} height: 40px;`;
const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  padding: ${theme.space[2]} ${theme.space[3]};
  min-height: 96px;
  resize: vertical;
`;
const StyledSelect = styled.select<{ $invalid: boolean }>`${control} height: 40px; cursor: pointer;`;

interface FieldProps {
  label: ReactNode;
  /** The validation message for this field; shown below it and announced. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
}

/** Ids and aria attributes that tie a control to its label, hint and error. */
function useFieldIds(id: string | undefined, { error, hint }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

function Field({
  label,
  error,
  hint,
  hideLabel,
  controlId,
  hintId,
  errorId,
  children,
}: FieldProps & {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldWrap>
      <Label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      {children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldWrap>
  );
}

export type InputProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, hideLabel, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, { label, error, hint });
  return (
    <Field {...{ label, error, hint, hideLabel }} {...ids}>
      <StyledInput ref={ref} id={ids.controlId} $invalid={Boolean(error)} {...ids.aria} {...rest} />
    </Field>
  );
});

export type TextareaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, hideLabel, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, { label, error, hint });
  return (
    <Field {...{ label, error, hint, hideLabel }} {...ids}>
      <StyledTextarea ref={ref} id={ids.controlId} $invalid={Boolean(error)} {...ids.aria} {...rest} />
    </Field>
  );
});

export type SelectProps = FieldProps & SelectHTMLAttributes<HTMLSelectElement>;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, hideLabel, id, children, ...rest },
  ref,
) {
  const ids = useFieldIds(id, { label, error, hint });
  return (
    <Field {...{ label, error, hint, hideLabel }} {...ids}>
      <StyledSelect ref={ref} id={ids.controlId} $invalid={Boolean(error)} {...ids.aria} {...rest}>
        {children}
      </StyledSelect>
    </Field>
  );
});

/** The e-mail field every sign-in, sign-up and reset form shows: one label, type and hint. */
export const EmailInput = forwardRef<HTMLInputElement, Omit<InputProps, 'label' | 'type'>>(
  function EmailInput(props, ref) {
    return (
      <Input
        ref={ref}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        {...props}
      />
    );
  },
);

/** A group of related controls (checkboxes, radios) under one caption: a bare fieldset. */
export const FieldGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const FieldLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;
