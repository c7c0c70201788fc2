// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import { SettingsTab } from './settings-tab';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('SettingsTab password change', () => {
  it.each([
    ['', 'new-password-1', 'new-password-1', 'Please fill in all password fields'],
    ['old-password', 'new-password-1', 'new-password-2', 'New password and confirmation do not match'],
    ['old-password', 'abc12', 'abc12', 'New password must be at least 6 characters long'],
  ])('refuses %j / %j / %j with "%s" and sends nothing', async (current, next, confirm, message) => {
    const { calls } = stubTRPC(() => ({ result: { success: true } }));
    renderAdmin(<SettingsTab username="admin" />);
    fill(current, next, confirm);
    // react-hook-form submits asynchronously.
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Validation Error', description: message, variant: 'destructive' }));
    expect(calls.filter((c) => c.path === 'admin.changePassword')).toHaveLength(0);
  });

  it('sends the passwords, confirms success and clears the fields', async () => {
    const { calls } = stubTRPC(() => ({ result: { success: true } }));
    renderAdmin(<SettingsTab username="admin" />);
    fill('old-password', 'Maple-Harbor-42', 'Maple-Harbor-42');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Password Updated', description: 'Your admin password has been successfully changed' }),
    );
    expect(calls.find((c) => c.path === 'admin.changePassword')?.input).toEqual({ currentPassword: 'old-password', newPassword: 'Maple-Harbor-42' });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it("shows the server's reason when it refuses, and keeps what was typed", async () => {
    stubTRPC(() => ({ error: { message: 'Current password is incorrect', httpStatus: 400 } }));
    renderAdmin(<SettingsTab username="admin" />);
    fill('wrong-password', 'Maple-Harbor-42', 'Maple-Harbor-42');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Password Change Failed', description: 'Current password is incorrect', variant: 'destructive' }),
    );
    expect(screen.getByLabelText('New Password')).toHaveValue('Maple-Harbor-42');
  });

  it.each([
    ['accepted', { result: { success: true } }, 'Password Updated'],
    ['refused', { error: { message: 'Current password is incorrect', httpStatus: 400 } }, 'Password Change Failed'],
  ])('gives the focus back to Update Password, disabled while the server answers, once the change is %s', async (_, answer, title) => {
    const { fetchMock } = stubTRPC(() => answer);
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      renderAdmin(<SettingsTab username="admin" />);
      const submit = screen.getByRole('button', { name: 'Update Password' });
      submit.focus();
      fill('old-password', 'Maple-Harbor-42', 'Maple-Harbor-42');
      await waitFor(() => expect(submit).toBeDisabled());
      expect(submit).not.toHaveFocus();
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title })));
      await waitFor(() => expect(submit).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });
});

// A double click, a double press of Enter or a bouncing mouse switch submits twice before
// Update Password shows it is busy. Sent twice, the second change would be refused (the current
// password is no longer the one typed) and say "Password Change Failed" after the change worked.
describe('SettingsTab password change submitted twice in the same moment', () => {
  it.each([
    [
      'two clicks on Update Password',
      () => {
        const submit = screen.getByRole('button', { name: 'Update Password' });
        fireEvent.click(submit);
        fireEvent.click(submit);
      },
    ],
    [
      'two submits of the form',
      () => {
        const form = screen.getByRole('form', { name: 'Change password' });
        fireEvent.submit(form);
        fireEvent.submit(form);
      },
    ],
  ])('changes the password once and says so for %s', async (_case, submitTwice) => {
    let changes = 0;
    const { calls } = stubTRPC((call) =>
      call.path === 'admin.changePassword' && changes++ > 0
        ? { error: { message: 'Current password is incorrect', httpStatus: 400 } }
        : { result: { success: true } },
    );
    const { queryClient } = renderAdmin(<SettingsTab username="admin" />);
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Maple-Harbor-42' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'Maple-Harbor-42' } });
    submitTwice();

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Password Updated', description: 'Your admin password has been successfully changed' }),
    );
    // Counted once the form is idle again (no change waiting for its answer, the button back): a
    // second change, sent beside the first or queued behind it, has been answered by then however
    // slow the machine, where a fixed wait could end before it.
    await waitFor(() => {
      expect(queryClient.isMutating()).toBe(0);
      expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    });
    expect(calls.filter((c) => c.path === 'admin.changePassword')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Password Change Failed' }));
  });
});
