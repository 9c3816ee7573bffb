// happy-dom's navigator.sendBeacon really fetches: the widget's usage counts would reach for
// the test portal's made-up host. Tests see a stub instead (usage.test.ts checks what is sent).
// The server-rendering test runs without a DOM, hence without a navigator.
if (typeof navigator !== 'undefined')
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
