import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT, toOptions, useButtonSettings } from './use-button-settings';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let latest: ReturnType<typeof useButtonSettings>;
function Probe() {
  latest = useButtonSettings();
  return null;
}
beforeEach(() => {
  root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
});
afterEach(() => act(() => root.unmount()));

describe('useButtonSettings', () => {
  it('starts from the spec defaults', () => {
    expect(DEFAULT_DRAFT).toEqual({ text: 'Sayso', from: '#4f46e5', to: '#7c3aed', textColor: '#ffffff' });
    expect(latest.valid).toBe(true);
  });

  it('shows an invalid colour as an error and keeps using the last valid settings', () => {
    act(() => latest.update('to', '#0f766e'));
    act(() => latest.update('from', 'blue'));
    expect(latest.errors.from).toBe('Use a hex colour such as #4f46e5');
    expect(latest.valid).toBe(false);
    expect(latest.draft.from).toBe('blue');
    expect(latest.applied).toMatchObject({ from: '#4f46e5', to: '#0f766e' });
    act(() => latest.update('from', '#123'));
    expect(latest.valid).toBe(true);
    expect(latest.applied.from).toBe('#123');
  });
});

describe('toOptions', () => {
  it('falls back to the default text when empty', () => {
    expect(toOptions('acme', { ...DEFAULT_DRAFT, text: '   ' })).toEqual({
      company: 'acme',
      text: 'Sayso',
      colors: { from: '#4f46e5', to: '#7c3aed', text: '#ffffff' },
    });
  });
});
