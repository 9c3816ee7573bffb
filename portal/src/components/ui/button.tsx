import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`height: 34px; padding: 0 ${theme.space[3]}; font-size: ${theme.font.size.sm};`,
  md: css`height: 40px; padding: 0 ${theme.space[4]}; font-size: ${theme.font.size.sm};`,
  lg: css`height: 48px; padding: 0 ${theme.space[6]}; font-size: ${theme.font.size.md};`,
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.gradient.brand};
    color: ${theme.colors.textOnBrand};
    box-shadow: ${theme.shadow.brand};
    &:hover:not(:disabled) { filter: brightness(1.08); }
  `,
  secondary: css`
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.brandDark};
    &:hover:not(:disabled) { background: ${theme.colors.brandSoftStrong}; }
  `,
  outline: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
    &:hover:not(:disabled) { background: ${theme.colors.surfaceMuted}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.textMuted};
    &:hover:not(:disabled) { background: ${theme.colors.surfaceSunken}; color: ${theme.colors.text}; }
  `,
  destructive: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.textOnDanger};
    &:hover:not(:disabled) { background: ${theme.colors.dangerStrong}; }
  `,
};

/** Shared by <Button> and <ButtonLink> so a link can look exactly like a button. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  transition: background ${theme.transition.fast}, filter ${theme.transition.fast},
    box-shadow ${theme.transition.fast};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:hover { text-decoration: none; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; box-shadow: none; }
`;

const StyledButton = styled.button<StyleProps>`${buttonStyles}`;
const StyledLink = styled(Link)<StyleProps>`${buttonStyles}`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, CommonProps {
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  children?: ReactNode;
}

/** The one button. Defaults to type="button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    type = 'button',
    disabled,
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading && <Spinner size={14} label="" />}
      {children}
    </StyledButton>
  );
});

export type ButtonLinkProps = LinkProps & CommonProps;

/** A router link styled as a button. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
