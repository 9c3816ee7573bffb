import { report } from './options';
import type { SaysoCommand, SaysoOptions } from './types';
import { close, destroy, identify, init, on, open } from './widget';

const commands: Record<string, (...args: never[]) => unknown> = { init, open, close, destroy, on, identify };

/** Runs one `Sayso(name, ...args)` call; a bad call is reported, never thrown at the page. */
export function dispatch(args: ArrayLike<unknown>): unknown {
  const [name, ...rest] = Array.from(args);
  const command = typeof name === 'string' && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    report('command', String(Object.keys(commands)), name);
    return undefined;
  }
  try {
    return command(...(rest as never[]));
  } catch (error) {
    // One failing call must not stop the replay of the others.
    console.error(error);
    return undefined;
  }
}

/**
 * Replaces the stub with the real `window.Sayso`, starts from the script tag's data attributes
 * when given, then replays the queued calls in order. The real function keeps a `q` whose
 * `push` runs the call at once, so a stub kept in a variable still works after loading.
 */
export function installGlobal(target: Window, dataOptions: SaysoOptions | null): void {
  const previous = target.Sayso as (SaysoCommand & { loaded?: true }) | undefined;
  // Loaded twice: the first copy already owns the page.
  if (previous?.loaded) return;
  const queued: ArrayLike<unknown>[] = Array.isArray(previous?.q) ? previous.q : [];
  const real = (...args: unknown[]) => dispatch(args);
  target.Sayso = Object.assign(real, { q: { push: dispatch }, loaded: true as const }) as SaysoCommand;
  if (dataOptions) dispatch(['init', dataOptions]);
  for (const args of queued) dispatch(args);
}
