import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  input { width: 16px; height: 16px; margin: 0; accent-color: ${theme.colors.brand}; cursor: pointer; }
  input:disabled { cursor: not-allowed; }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Renders as a switch for screen readers (role="switch"). */
  asSwitch?: boolean;
}

/** A native checkbox with its label; native keeps keyboard and screen reader behaviour for free. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, asSwitch, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Row htmlFor={inputId}>
      <input ref={ref} id={inputId} type="checkbox" role={asSwitch ? 'switch' : undefined} {...rest} />
      <span>{label}</span>
    </Row>
  );
});
