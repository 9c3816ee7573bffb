import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A form's fields stacked with the standard gap. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/** The line of links under a form ("Already have an account? …"). */
export const FormFooter = styled.p`
  margin-top: ${theme.space[5]};
  text-align: center;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  /* A link inside the sentence must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block). */
  a { text-decoration: underline; }
`;
