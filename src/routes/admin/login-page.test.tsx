// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast-store';
import { clearSession, getToken, getUser } from '../../lib/admin-session';
import AdminLoginPage from './login-page';
import { renderAdmin, stubTRPC } from '../../test/admin-test-utils';
import { answerSlowly, blurWhenDisabled } from './focus-test-utils';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(toast).mockClear();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The query client the page under test uses (set on render). */
let panelClient: QueryClient;

function renderLogin() {
  panelClient = renderAdmin(
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/admin/dashboard" element={<h1>Dashboard reached</h1>} />
    </Routes>,
    { route: '/admin/login' },
  ).queryClient;
}

/**
 * Resolves once no sign-in is waiting for its answer: a second one, sent beside the first or queued
 * behind it, has been answered (and counted) by then however slow the machine, where a fixed wait
 * could end before it.
 */
const nothingInFlight = () => waitFor(() => expect(panelClient.isMutating()).toBe(0));

function signIn(password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AdminLoginPage', () => {
  it('stores the session, greets and opens the dashboard', async () => {
    stubTRPC(() => ({ result: { token: 'tok-123', user: { username: 'admin', displayName: 'Administrator' } } }));
    renderLogin();
    signIn('right-password');
    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeInTheDocument();
    expect(getToken()).toBe('tok-123');
    expect(getUser()?.username).toBe('admin');
    expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome to the admin panel' });
  });

  it('shows Invalid credentials for a wrong password and stays on the form', async () => {
    stubTRPC(() => ({ error: { message: 'Invalid credentials', httpStatus: 401, code: 'UNAUTHORIZED' } }));
    renderLogin();
    signIn('wrong');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Invalid credentials', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(getToken()).toBeNull();
  });

  it("shows a throttled login's message as the server wrote it", async () => {
    stubTRPC(() => ({ error: { message: 'Too many attempts. Please wait 15 minutes and try again.', httpStatus: 429, code: 'TOO_MANY_REQUESTS' } }));
    renderLogin();
    signIn('guess');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Login failed',
        description: 'Too many attempts. Please wait 15 minutes and try again.',
        variant: 'destructive',
      }),
    );
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();
    signIn('anything');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Network error. Please try again.', variant: 'destructive' }),
    );
  });

  it('names each empty field under it and sends nothing', async () => {
    const { calls } = stubTRPC(() => ({ result: null }));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(calls.filter((c) => c.path.startsWith('admin.'))).toHaveLength(0);
  });

  it('asks for the authenticator code when two-factor sign-in is on, then signs in with the challenge', async () => {
    const { calls } = stubTRPC((call) =>
      call.path === 'admin.login'
        ? { result: { twoFactorRequired: true, challenge: 'ch-1' } }
        : { result: { token: 'tok-2fa', user: { username: 'admin', displayName: 'Administrator' } } },
    );
    renderLogin();
    signIn('right-password');
    const code = await screen.findByLabelText('Authentication code');
    expect(getToken()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin.loginTwoFactor')?.input).toEqual({ challenge: 'ch-1', code: '123456' });
    expect(getToken()).toBe('tok-2fa');
  });
});

// A double click, a double press of Enter or a bouncing mouse switch submits twice before the
// button shows it is busy: one sign-in must be sent, not two (each counts against the sign-in
// throttle, and a reused code would be refused after the first had signed in).
const twoSubmits: [string, (form: string, button: string) => void][] = [
  [
    'two clicks on the button',
    (_form, button) => {
      const send = screen.getByRole('button', { name: button });
      fireEvent.click(send);
      fireEvent.click(send);
    },
  ],
  [
    'two submits of the form',
    (form) => {
      const element = screen.getByRole('form', { name: form });
      fireEvent.submit(element);
      fireEvent.submit(element);
    },
  ],
];

describe('a sign-in submitted twice in the same moment', () => {
  it.each(twoSubmits)('sends the password once for %s', async (_case, submitTwice) => {
    const { calls } = stubTRPC(() => ({ result: { token: 'tok-123', user: { username: 'admin', displayName: 'Administrator' } } }));
    renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    submitTwice('Admin sign in', 'Sign In');

    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeInTheDocument();
    await nothingInFlight();
    expect(calls.filter((c) => c.path === 'admin.login')).toHaveLength(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome to the admin panel' });
  });

  it.each(twoSubmits)('sends the authenticator code once for %s', async (_case, submitTwice) => {
    let verified = 0;
    const { calls } = stubTRPC((call) => {
      if (call.path === 'admin.login') return { result: { twoFactorRequired: true, challenge: 'ch-1' } };
      if (call.path !== 'admin.loginTwoFactor' || verified++ === 0)
        return { result: { token: 'tok-2fa', user: { username: 'admin', displayName: 'Administrator' } } };
      return { error: { message: 'That code was already used. Wait for the next code.', httpStatus: 401, code: 'UNAUTHORIZED' } };
    });
    renderLogin();
    signIn('right-password');
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    submitTwice('Two-factor verification', 'Verify');

    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeInTheDocument();
    await nothingInFlight();
    expect(calls.filter((c) => c.path === 'admin.loginTwoFactor')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Login failed' }));
    expect(getToken()).toBe('tok-2fa');
  });
});

describe('the focus after a sign-in attempt (the button is disabled while the server answers)', () => {
  let stopBlurring = () => {};
  afterEach(() => stopBlurring());

  /** Types the password and presses Sign In by keyboard; waits for the button to be disabled. */
  async function signInSlowly(answer: Parameters<typeof stubTRPC>[0]) {
    const { fetchMock } = stubTRPC(answer);
    answerSlowly(fetchMock);
    stopBlurring = blurWhenDisabled();
    renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    const button = screen.getByRole('button', { name: 'Sign In' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).not.toHaveFocus();
    return button;
  }

  it('lands on the Password field when the password is refused', async () => {
    await signInSlowly(() => ({ error: { message: 'Invalid credentials', httpStatus: 401, code: 'UNAUTHORIZED' } }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Invalid credentials' })));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it('gives it back to Sign In when there is nothing to correct (too many attempts)', async () => {
    const button = await signInSlowly(() => ({
      error: { message: 'Too many attempts. Please wait 15 minutes and try again.', httpStatus: 429, code: 'TOO_MANY_REQUESTS' },
    }));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('lands on the cleared code field when the code is refused', async () => {
    await signInSlowly((call) =>
      call.path === 'admin.login'
        ? { result: { twoFactorRequired: true, challenge: 'ch-1' } }
        : { error: { message: 'That code is not valid', httpStatus: 401, code: 'UNAUTHORIZED' } },
    );
    const code = await screen.findByLabelText('Authentication code');
    fireEvent.change(code, { target: { value: '123456' } });
    const verify = screen.getByRole('button', { name: 'Verify' });
    verify.focus();
    fireEvent.click(verify);
    await waitFor(() => expect(verify).toBeDisabled());
    expect(verify).not.toHaveFocus();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'That code is not valid' })));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');
  });
});
