import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, launcher } from '../test-utils';
import { dispatch, installGlobal } from './command';
import { STUB_SNIPPET } from './stub';
import { destroy, setDefaults } from './widget';

// Runs the exact snippet site owners paste, so the test covers what they get.
const runStub = () => new Function(STUB_SNIPPET)();

beforeEach(() => {
  setDefaults({ baseUrl: BASE });
  delete window.Sayso;
});
afterEach(() => {
  destroy();
  delete window.Sayso;
});

describe('the queue stub', () => {
  it('records calls until the script loads, then they replay in order', () => {
    runStub();
    const opened = vi.fn();
    window.Sayso?.('init', { company: 'acme' });
    window.Sayso?.('on', 'open', opened);
    window.Sayso?.('open');
    expect(window.Sayso?.q).toHaveLength(3);
    expect(launcher()).toBeNull();

    installGlobal(window, null);
    expect(launcher()?.getAttribute('aria-expanded')).toBe('true');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('keeps working through a stub kept in a variable after loading', () => {
    runStub();
    const kept = window.Sayso as (...args: unknown[]) => void;
    installGlobal(window, null);
    kept('init', { company: 'acme' });
    expect(launcher()).not.toBeNull();
  });

  it('starts from data-company, then applies the queue as updates', () => {
    runStub();
    window.Sayso?.('init', { company: 'acme', text: 'Feedback' });
    installGlobal(window, { company: 'acme' });
    expect(document.querySelectorAll('sayso-widget')).toHaveLength(1);
    expect(launcher()?.textContent).toBe('Feedback');
  });

  it('runs only once when the script is included twice', () => {
    installGlobal(window, { company: 'acme' });
    const first = window.Sayso;
    installGlobal(window, { company: 'acme' });
    expect(window.Sayso).toBe(first);
    expect(document.querySelectorAll('sayso-widget')).toHaveLength(1);
  });
});

describe('window.Sayso after loading', () => {
  it('returns the unsubscribe of on', () => {
    installGlobal(window, { company: 'acme' });
    const opened = vi.fn();
    const stop = window.Sayso?.('on', 'open', opened);
    window.Sayso?.('open');
    window.Sayso?.('close');
    stop?.();
    window.Sayso?.('open');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('reports an unknown command and goes on with the queue', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    runStub();
    (window.Sayso as (...args: unknown[]) => void)('show');
    window.Sayso?.('init', { company: 'acme' });
    installGlobal(window, null);
    expect(spy).toHaveBeenCalledWith(
      '[Sayso] command: expected init,open,close,destroy,on,identify, got "show"',
    );
    expect(launcher()).not.toBeNull();
    expect(dispatch(['toString'])).toBeUndefined();
  });
});
