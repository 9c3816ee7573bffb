/** Reaches a labelled native select in a mounted component and changes it as a person would. */
import { act } from 'react';

/** The select whose label reads `label` exactly, in `container`. */
export function selectLabelled(container: HTMLElement, label: string): HTMLSelectElement | null {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  return document.getElementById(found?.htmlFor ?? '') as HTMLSelectElement | null;
}

/** Picks `value` and fires the change event React listens to. */
export function chooseOption(element: HTMLSelectElement | null, value: string) {
  return act(async () => {
    if (!element) throw new Error('No select');
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
