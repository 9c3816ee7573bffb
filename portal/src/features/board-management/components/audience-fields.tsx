import { BOARD_RULE_ATTRIBUTES, type BoardAttributeRule, type BoardRuleAttribute } from '@sayso/api/contract';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/form-errors';
import { media, theme } from '@/styles/theme';
import type { BoardDraft, BoardField } from '../lib/board-draft';

interface AudienceFieldsProps {
  draft: BoardDraft;
  errors: FieldErrors<BoardField>;
  onChange: (change: Partial<BoardDraft>) => void;
}

/**
 * Who a restricted board lets in besides the team: signed-in people whose verified e-mail is at
 * one of the domains, and identified widget users with an attribute rule (`plan = enterprise`).
 */
export function AudienceFields({ draft, errors, onChange }: AudienceFieldsProps) {
  const setRule = (index: number, change: Partial<BoardAttributeRule>) =>
    onChange({ rules: draft.rules.map((rule, at) => (at === index ? { ...rule, ...change } : rule)) });
  return (
    <Fieldset>
      <legend>Who else may see it</legend>
      <Input
        label="E-mail domains"
        hint="Signed-in people with a verified e-mail at these domains, separated by commas: example.com, example.org"
        value={draft.domains}
        error={errors.emailDomains}
        onChange={(event) => onChange({ domains: event.target.value })}
      />
      <Rules aria-label="Attribute rules">
        {draft.rules.map((rule, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; they are edited in place
          <Rule key={index} data-testid="board-rule">
            <Select
              label={`Rule ${index + 1} attribute`}
              value={rule.attribute}
              onChange={(event) => setRule(index, { attribute: event.target.value as BoardRuleAttribute })}
            >
              {BOARD_RULE_ATTRIBUTES.map((attribute) => (
                <option key={attribute} value={attribute}>
                  {attribute}
                </option>
              ))}
            </Select>
            <Input
              label={`Rule ${index + 1} value`}
              value={rule.value}
              maxLength={100}
              onChange={(event) => setRule(index, { value: event.target.value })}
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Remove rule ${index + 1}`}
              onClick={() => onChange({ rules: draft.rules.filter((_, at) => at !== index) })}
            >
              Remove
            </Button>
          </Rule>
        ))}
      </Rules>
      {errors.attributeRules && <FieldError role="alert">{errors.attributeRules}</FieldError>}
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() =>
            onChange({ rules: [...draft.rules, { attribute: BOARD_RULE_ATTRIBUTES[0], value: '' }] })
          }
        >
          Add attribute rule
        </Button>
      </div>
      <Hint>
        An attribute rule lets in identified widget users whose attribute equals the value (for example plan =
        enterprise; case does not matter).
      </Hint>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  min-width: 0;
  legend { padding: 0 ${theme.space[1]}; font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.medium}; }
`;

const Rules = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  &:empty { display: none; }
`;

const Rule = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  align-items: end;
  gap: ${theme.space[2]};
  ${media.mobile} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

const FieldError = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
`;

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
