import type { OnboardingProgress } from '@sayso/api/contract';

export type StepId = 'branding' | 'link' | 'widget' | 'team';

export interface StepState {
  id: StepId;
  title: string;
  done: boolean;
}

/**
 * The four steps of the first dashboard, in order, each done as the server or this browser
 * knows it: branding and teammates from the API, the link copied and a widget marked
 * installed by the owner here, the widget also when the API saw it load on another site.
 */
export function checklistSteps(
  progress: OnboardingProgress | undefined,
  local: { linkCopied: boolean; widgetMarked: boolean },
): StepState[] {
  return [
    { id: 'branding', title: 'Add your logo and colours', done: Boolean(progress?.brandingSet) },
    { id: 'link', title: 'Copy your board link', done: local.linkCopied },
    {
      id: 'widget',
      title: 'Install the feedback widget',
      done: Boolean(progress?.widgetSeen) || local.widgetMarked,
    },
    { id: 'team', title: 'Invite a teammate', done: Boolean(progress?.teammateInvited) },
  ];
}

/** "2 of 4 done". */
export function progressText(steps: StepState[]): string {
  return `${steps.filter((step) => step.done).length} of ${steps.length} done`;
}
