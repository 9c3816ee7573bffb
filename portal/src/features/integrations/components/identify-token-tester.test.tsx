import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mountPerTest } from '@/test/mount';
import { testIdentifyToken } from '../api/identify-api';
import { IdentifyTokenTester } from './identify-token-tester';

vi.mock('../api/identify-api', () => ({ testIdentifyToken: vi.fn() }));
const test = vi.mocked(testIdentifyToken);
beforeEach(() => test.mockReset());

const mount = mountPerTest();

function setup() {
  const container = mount.render(<IdentifyTokenTester companyId={7} />);
  const labelled = (text: string) => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
    return document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | HTMLTextAreaElement;
  };
  const type = (text: string, value: string) =>
    act(() => {
      const control = labelled(text);
      const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () =>
    act(async () =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Test token')?.click(),
    );
  return { container, labelled, type, submit };
}

describe('IdentifyTokenTester', () => {
  it('asks for a token before sending anything', async () => {
    const { container, submit, labelled } = setup();
    await submit();
    expect(test).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Please paste a token');
    expect(labelled('Test a token').getAttribute('aria-invalid')).toBe('true');
  });

  it('says whom a valid token is for, and the exact reason of a refused one', async () => {
    const { container, type, submit } = setup();
    test.mockResolvedValueOnce({
      valid: true,
      email: 'ada@customer.test',
      externalId: 'u-1',
      expiresAt: '2030-01-01T10:00:00.000Z',
    });
    type('Test a token', ' a.b.c ');
    type('Page origin (optional)', 'https://app.example.com');
    await submit();
    expect(test).toHaveBeenCalledWith(7, 'a.b.c', 'https://app.example.com');
    expect(container.querySelector('[aria-live]')?.textContent).toMatch(
      /^Valid for ada@customer\.test \(id u-1\)/,
    );

    test.mockResolvedValueOnce({
      valid: false,
      reason: 'expTooFar',
      message: '"exp" is more than 10 minutes ahead',
    });
    type('Page origin (optional)', '');
    await submit();
    expect(test).toHaveBeenLastCalledWith(7, 'a.b.c', undefined);
    expect(container.querySelector('[aria-live]')?.textContent).toBe(
      'Refused: "exp" is more than 10 minutes ahead (expTooFar)',
    );
  });

  it("shows the server's message when the test itself fails", async () => {
    const { container, type, submit } = setup();
    test.mockRejectedValueOnce(new ApiError(403, 'Only the company owner can do this', {}, '403'));
    type('Test a token', 'a.b.c');
    await submit();
    expect(container.textContent).toContain('Only the company owner can do this');
  });
});
