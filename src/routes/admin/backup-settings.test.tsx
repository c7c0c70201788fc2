// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackupSettings } from './backup-settings';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const earlier = {
  lastBackupAt: '2026-11-24T08:00:00.000Z',
  lastBackupSize: 2_500_000,
  lastBackupName: 'a.tar.gz',
  lastError: null,
  lastErrorAt: null,
  intervalHours: 24,
};
const later = { ...earlier, lastBackupAt: '2026-11-25T09:30:00.000Z', lastBackupSize: 2048 };

describe('Settings > Backups', () => {
  it('shows when the last backup ran and its size, backs up now, and links the download', async () => {
    const { calls } = stubTRPC((call) => ({ result: call.path === 'backup.now' ? later : earlier }));
    renderAdmin(<BackupSettings />);
    expect(await screen.findByText(/2\.4 MB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download backup' })).toHaveAttribute('href', '/api/admin/backup/download');
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(screen.getByText(/2\.0 KB/)).toBeInTheDocument());
    expect(calls.some((c) => c.path === 'backup.now')).toBe(true);
  });

  it.each([
    ['made', { result: later }],
    ['refused', { error: { message: 'No space left on the server', httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' } }],
  ])('gives the focus back to Back up now, disabled while the server answers, once the backup is %s', async (_, answer) => {
    const { fetchMock } = stubTRPC((call) => (call.path === 'backup.now' ? answer : { result: earlier }));
    answerSlowly(fetchMock);
    const stopBlurring = blurWhenDisabled();
    try {
      renderAdmin(<BackupSettings />);
      await screen.findByText(/2\.4 MB/);
      const button = screen.getByRole('button', { name: 'Back up now' });
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Backing up...' })).toBeDisabled());
      expect(button).not.toHaveFocus();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Back up now' })).toHaveFocus());
    } finally {
      stopBlurring();
    }
  });

  it('says automatic copies are off when the server makes none, instead of "every 0 hours"', async () => {
    stubTRPC(() => ({ result: { ...earlier, intervalHours: 0 } }));
    renderAdmin(<BackupSettings />);
    expect(await screen.findByText(/Automatic copies are turned off on this server/)).toBeInTheDocument();
    expect(screen.queryByText(/every 0 hours/)).not.toBeInTheDocument();
  });

  it('says so when the last backup failed', async () => {
    stubTRPC(() => ({ result: { ...earlier, lastError: 'ENOSPC: no space left on device' } }));
    renderAdmin(<BackupSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The last backup failed: ENOSPC');
  });
});
