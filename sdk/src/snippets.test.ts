import { describe, expect, it } from 'vitest';
import { htmlSnippet, reactSnippet } from './snippets';

describe('share snippets', () => {
  it('gives the stub, only the non-default options and the async script', () => {
    const html = htmlSnippet({
      company: 'acme',
      baseUrl: 'https://sayso.test/',
      text: 'Sayso',
      colors: { from: '#4F46E5', to: '#000000' },
    });
    expect(html).toBe(
      [
        '<script>',
        '  window.Sayso=window.Sayso||function(){(Sayso.q=Sayso.q||[]).push(arguments)};',
        '  Sayso(\'init\', {"company":"acme","colors":{"to":"#000000"}});',
        '</script>',
        '<script src="https://sayso.test/sdk/v1/sayso.js" async></script>',
      ].join('\n'),
    );
  });

  it('cannot be broken out of by the button text', () => {
    expect(htmlSnippet({ company: 'acme', baseUrl: 'https://s.test', text: '</script><b>' })).not.toContain(
      '</script><b>',
    );
  });

  it('writes the React component with its props', () => {
    expect(reactSnippet({ company: 'acme', baseUrl: 'https://s.test', position: 'left' })).toContain(
      '<SaysoButton company="acme" position="left" baseUrl="https://s.test" />',
    );
  });
});
