import { describe, expect, it } from 'vitest';
import { sameQuery } from './view-query';
import { checkVoteOnBehalf, EMPTY_VOTE_ON_BEHALF } from './vote-on-behalf-form';

describe('the "Vote on behalf" form', () => {
  it('sends the address lower-cased, MRR as a number and leaves blank optional fields out', () => {
    const checked = checkVoteOnBehalf({
      ...EMPTY_VOTE_ON_BEHALF,
      email: ' Grace@Navy.Test ',
      name: 'Grace Hopper',
      mrr: '1,200.50',
      note: '  ',
    });
    expect(checked.data).toEqual({ email: 'grace@navy.test', name: 'Grace Hopper', mrr: 1200.5 });
  });

  it("answers the contract's message for each field it refuses", () => {
    expect(checkVoteOnBehalf(EMPTY_VOTE_ON_BEHALF).errors).toEqual({
      email: 'Please enter a valid email address',
      name: 'Name is required',
    });
    expect(
      checkVoteOnBehalf({ ...EMPTY_VOTE_ON_BEHALF, email: 'a@b.test', name: 'A', mrr: 'lots' }).errors,
    ).toEqual({ mrr: 'MRR must be a number' });
  });
});

describe('saved views', () => {
  it('are the open one whatever order the URL writes their parameters in', () => {
    expect(sameQuery('voterPlan=enterprise&sort=mrr', '?sort=mrr&voterPlan=enterprise')).toBe(true);
    expect(sameQuery('voterPlan=enterprise', 'voterPlan=enterprise&sort=mrr')).toBe(false);
  });
});
