import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

const List = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  overflow: hidden;
`;

const Item = styled.div`& + & { border-top: 1px solid ${theme.colors.border}; }`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 0;
  background: transparent;
  text-align: left;
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: inset ${theme.shadow.focus}; }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  color: ${theme.colors.textSubtle};
  transition: transform ${theme.transition.normal};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Content = styled.div`
  padding: 0 ${theme.space[5]} ${theme.space[4]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** Question-and-answer list; each question is a button with aria-expanded controlling its region. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <List>
      {items.map((item, index) => {
        const isOpen = open === index;
        const triggerId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={item.question}>
            <h3 style={{ fontSize: 'inherit' }}>
              <Trigger
                id={triggerId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {item.question}
                <Chevron $open={isOpen} aria-hidden="true">
                  ▾
                </Chevron>
              </Trigger>
            </h3>
            <Content id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
              {item.answer}
            </Content>
          </Item>
        );
      })}
    </List>
  );
}
