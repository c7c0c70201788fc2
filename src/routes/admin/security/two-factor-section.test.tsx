// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubTRPC } from '../../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from '../focus-test-utils';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('two-factor setup', () => {
  it('moves the focus to the setup it opens, and back to its button on Cancel', async () => {
    stubTRPC((c) => {
      if (c.path === 'twoFactor.status') return { result: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } };
      if (c.path === 'twoFactor.setup') return { result: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' } };
      return { result: null };
    });
    renderAdmin(<TwoFactorSection />);
    const start = await screen.findByRole('button', { name: 'Set up two-factor sign-in' });
    start.focus();
    await userEvent.keyboard('{Enter}');

    // The button is gone; the focus is on the setup's heading, and the steps follow it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Set up two-factor sign-in' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Confirm two-factor setup' })).toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveFocus());
  });

  it('follows the steps that replace each other: the codes, then the section, then Set up again when turned off', async () => {
    let enabled = false;
    stubTRPC((c) => {
      if (c.path === 'twoFactor.status')
        return { result: { enabled, enabledAt: enabled ? '2026-11-20T15:00:00.000Z' : null, recoveryCodesLeft: enabled ? 10 : 0 } };
      if (c.path === 'twoFactor.setup') return { result: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' } };
      if (c.path === 'twoFactor.enable') {
        enabled = true;
        return { result: { recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] } };
      }
      if (c.path === 'twoFactor.disable') {
        enabled = false;
        return { result: { success: true } };
      }
      return { result: [] };
    });
    renderAdmin(<TwoFactorSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    // Enter in the code field turns it on; the form gives way to the recovery codes.
    await userEvent.type(await screen.findByLabelText(/^Password/), 'the-password');
    await userEvent.type(screen.getByLabelText(/^Code from the app/), '123456{Enter}');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Recovery codes' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus());

    await userEvent.type(await screen.findByLabelText(/^Password/), 'the-password');
    await userEvent.type(screen.getByLabelText(/^Code/), '654321{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveFocus());
  });

  it('asks for the password before the code to turn it on; an empty form puts the focus on Password', async () => {
    const { calls } = stubTRPC((c) => {
      if (c.path === 'twoFactor.status') return { result: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } };
      if (c.path === 'twoFactor.setup') return { result: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' } };
      return { result: { recoveryCodes: ['aaaa-bbbb'] } };
    });
    renderAdmin(<TwoFactorSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const form = await screen.findByRole('form', { name: 'Confirm two-factor setup' });
    const password = within(form).getByLabelText(/^Password/);
    const code = within(form).getByLabelText(/^Code from the app/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(code).toHaveAccessibleDescription('Code is required');
    expect(calls.some((c) => c.path === 'twoFactor.enable')).toBe(false);

    await userEvent.type(password, 'the-password');
    await userEvent.type(code, '123456{Enter}');
    await waitFor(() => expect(calls.find((c) => c.path === 'twoFactor.enable')?.input).toEqual({ password: 'the-password', code: '123456' }));
  });

  it('puts the focus on Password, emptied and marked, when the server says the password is wrong', async () => {
    const { fetchMock } = stubTRPC((c) => {
      if (c.path === 'twoFactor.status') return { result: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } };
      if (c.path === 'twoFactor.setup') return { result: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' } };
      if (c.path === 'twoFactor.enable') return { error: { message: 'Password is incorrect', httpStatus: 400 } };
      return { result: [] };
    });
    renderAdmin(<TwoFactorSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      const password = await screen.findByLabelText(/^Password/);
      await userEvent.type(password, 'a-wrong-password');
      const code = screen.getByLabelText(/^Code from the app/);
      await userEvent.type(code, '123456{Enter}');
      await waitFor(() => expect(screen.getByRole('button', { name: /Checking/ })).toBeDisabled());
      await waitFor(() => expect(password).toHaveFocus());
      expect(password).toHaveValue('');
      expect(password).toHaveAccessibleDescription('Password is incorrect');
      expect(code).toHaveValue('123456');
    } finally {
      stopBlurring();
    }
  });

  it('gives the focus back to Turn off when the server refuses (the button is disabled while it answers)', async () => {
    const { fetchMock } = stubTRPC((c) => {
      if (c.path === 'twoFactor.status') return { result: { enabled: true, enabledAt: '2026-11-20T15:00:00.000Z', recoveryCodesLeft: 10 } };
      if (c.path === 'twoFactor.disable') return { error: { message: 'That code is not valid', httpStatus: 400 } };
      return { result: [] };
    });
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      renderAdmin(<TwoFactorSection />);
      await userEvent.type(await screen.findByLabelText(/^Password/), 'the-password');
      await userEvent.type(screen.getByLabelText(/^Code/), '654321');
      const turnOff = screen.getByRole('button', { name: 'Turn off two-factor sign-in' });
      turnOff.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(turnOff).toBeDisabled());
      expect(turnOff).not.toHaveFocus();
      await waitFor(() => expect(turnOff).toBeEnabled());
      await waitFor(() => expect(turnOff).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });
});
