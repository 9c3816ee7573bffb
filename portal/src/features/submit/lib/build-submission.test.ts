import { describe, expect, it } from 'vitest';
import { buildSubmission, EMPTY_FORM } from './build-submission';

const valid = { ...EMPTY_FORM, title: 'Dark mode please', description: 'A dark theme for night owls.' };

describe('buildSubmission', () => {
  it('builds the anonymous body with name and email', () => {
    const { payload, errors } = buildSubmission(
      { ...valid, name: ' Ada ', email: 'ada@example.com' },
      'anonymous',
      3,
    );
    expect(errors).toEqual({});
    expect(payload).toEqual({
      title: 'Dark mode please',
      description: 'A dark theme for night owls.',
      category: 'new_features',
      name: 'Ada',
      email: 'ada@example.com',
      submitAnonymously: false,
      companyId: 3,
    });
  });
  it('sends an empty email as null', () => {
    expect(buildSubmission({ ...valid, email: '  ' }, 'anonymous', 1).payload.email).toBeNull();
  });
  it('blanks name and email when submitting completely anonymously', () => {
    const { payload } = buildSubmission(
      { ...valid, name: 'Ada', email: 'ada@example.com', submitAnonymously: true },
      'anonymous',
      1,
    );
    expect(payload).toMatchObject({ name: '', email: null, submitAnonymously: true });
  });
  it('the account tab sends no name or email and never the anonymous switch', () => {
    const { payload } = buildSubmission(
      { ...valid, name: 'x', email: 'x@y.z', submitAnonymously: true },
      'account',
      1,
    );
    expect(payload).toMatchObject({ name: '', email: null, submitAnonymously: false });
  });
  it('reports the spec messages per field', () => {
    const { errors } = buildSubmission(
      { ...EMPTY_FORM, title: 'abc', description: 'short', email: 'nope' },
      'anonymous',
      1,
    );
    expect(errors).toEqual({
      title: 'Title must be at least 5 characters',
      description: 'Please provide a more detailed description',
      email: 'Please enter a valid email',
    });
  });
  it('checks the upper limits', () => {
    const { errors } = buildSubmission(
      { ...valid, title: 'x'.repeat(101), description: 'y'.repeat(501) },
      'account',
      1,
    );
    expect(errors).toEqual({
      title: 'Title must be less than 100 characters',
      description: 'Description must be less than 500 characters',
    });
  });

  it("files the idea under the company's own category by id, the fixed one being 'other'", () => {
    const { payload, errors } = buildSubmission({ ...valid, category: '7' }, 'anonymous', 3);
    expect(errors).toEqual({});
    expect(payload).toMatchObject({ category: 'other', categoryId: 7 });
    expect(buildSubmission(valid, 'anonymous', 3).payload).not.toHaveProperty('categoryId');
  });

  it('posts the idea to the board shown, and names no board when none is known yet', () => {
    const { payload, errors } = buildSubmission(valid, 'account', 3, 12);
    expect(errors).toEqual({});
    expect(payload).toMatchObject({ companyId: 3, boardId: 12 });
    expect(buildSubmission(valid, 'account', 3).payload).not.toHaveProperty('boardId');
  });
});
