import { describe, expect, it } from 'vitest';
import { checklistSteps, progressText } from './steps';

const nothing = { brandingSet: false, widgetSeen: false, teammateInvited: false };

describe('onboarding checklist steps', () => {
  it('starts at 0 of 4 and counts each step the API or the browser knows is done', () => {
    expect(progressText(checklistSteps(undefined, { linkCopied: false, widgetMarked: false }))).toBe(
      '0 of 4 done',
    );
    const steps = checklistSteps(
      { ...nothing, brandingSet: true },
      { linkCopied: true, widgetMarked: false },
    );
    expect(steps.map((step) => step.done)).toEqual([true, true, false, false]);
    expect(progressText(steps)).toBe('2 of 4 done');
  });

  it('ticks the widget when the API saw it on another site, or when the owner marked it', () => {
    const seen = checklistSteps({ ...nothing, widgetSeen: true }, { linkCopied: false, widgetMarked: false });
    const marked = checklistSteps(nothing, { linkCopied: false, widgetMarked: true });
    expect(seen[2]?.done).toBe(true);
    expect(marked[2]?.done).toBe(true);
  });
});
