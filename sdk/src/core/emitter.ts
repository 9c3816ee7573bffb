import type { SaysoEventMap, SaysoEventName, SaysoListener, Unsubscribe } from './types';

/** A tiny typed event emitter; a throwing listener never stops the others. */
export function createEmitter() {
  const listeners: Partial<Record<SaysoEventName, Set<SaysoListener<never>>>> = {};

  return {
    on<E extends SaysoEventName>(event: E, callback: SaysoListener<E>): Unsubscribe {
      listeners[event] ??= new Set();
      const set = listeners[event] as Set<SaysoListener<E>>;
      set.add(callback);
      return () => void set.delete(callback);
    },
    emit<E extends SaysoEventName>(event: E, detail: SaysoEventMap[E]): void {
      (listeners[event] as Set<SaysoListener<E>> | undefined)?.forEach((callback) => {
        try {
          callback(detail);
        } catch (error) {
          console.error(error);
        }
      });
    },
  };
}
