import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarkdownEditor } from '@/components/markdown-editor';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Select } from '@/components/ui/field';
import type { CategoryOption } from '@/lib/board/categories';
import { theme } from '@/styles/theme';
import type { IdeaFieldErrors, IdeaFormValues } from '../lib/build-submission';

interface FieldsProps {
  values: IdeaFormValues;
  errors: IdeaFieldErrors;
  onChange: (patch: Partial<IdeaFormValues>) => void;
}

interface IdeaFieldsProps extends FieldsProps {
  /** The board's categories (lib/board categoryOptions): its own, else the fixed five. */
  categories: CategoryOption[];
  /** Shown right below the title (the similar ideas). */
  afterTitle?: ReactNode;
}

/** Title, description and category: the fields both tabs share. */
export function IdeaFields({ values, errors, onChange, categories, afterTitle }: IdeaFieldsProps) {
  return (
    <Stack>
      <Input
        label="Title"
        name="title"
        placeholder="A short, descriptive title"
        value={values.title}
        error={errors.title}
        maxLength={100}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {afterTitle}
      <MarkdownEditor
        label="Description"
        name="description"
        placeholder="Describe your idea and why it would help"
        value={values.description}
        error={errors.description}
        maxLength={500}
        hint={`${values.description.length}/500`}
        onChange={(description) => onChange({ description })}
      />
      <Select
        label="Category"
        name="category"
        value={values.category}
        error={errors.category}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        {categories.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </Stack>
  );
}

/** The anonymous tab's extras: optional name and email, and the 'completely anonymous' switch. */
export function AnonymousFields({ values, errors, onChange }: FieldsProps) {
  const hidden = values.submitAnonymously;
  return (
    <Stack>
      <Row>
        <Input
          label="Name (optional)"
          name="name"
          autoComplete="name"
          value={hidden ? '' : values.name}
          disabled={hidden}
          error={errors.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <Input
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          value={hidden ? '' : values.email}
          disabled={hidden}
          error={errors.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
      </Row>
      <Checkbox
        asSwitch
        label="Submit completely anonymously"
        checked={values.submitAnonymously}
        onChange={(event) => onChange({ submitAnonymously: event.target.checked })}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  & + & { margin-top: ${theme.space[4]}; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space[4]};
`;
