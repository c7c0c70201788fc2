// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFields } from '../../../domain/site-content-fields';
import { toast } from '../../components/toast-store';
import { clearSession, getToken, saveSession } from '../../lib/admin-session';
import AdminDashboardPage from './dashboard-page';
import { renderAdmin, stubTRPC, type Call } from '../../test/admin-test-utils';

vi.mock('../../components/toast-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/toast-store')>()),
  toast: vi.fn(),
}));

// Only the Hero group: the tab is generic over groups, and 93 Radix fields make jsdom crawl.
vi.mock('../../../domain/site-content-fields', async (importOriginal) =>
  (await import('../../test/admin-test-utils')).onlyContentGroups(
    await importOriginal<typeof import('../../../domain/site-content-fields')>(),
    'hero',
  ),
);

beforeEach(() => {
  vi.mocked(toast).mockClear();
  clearSession();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const storedContent = () => contentFields.map((f) => ({ key: f.key, value: f.key === 'hero_title' ? 'Stored headline' : '', default: f.default }));
/** What the stubbed server stores: a save changes what the next read returns, as on the real one. */
let content = storedContent();
beforeEach(() => {
  content = storedContent();
});
const ok = (c: Call) => {
  if (c.path === 'admin.me') return { result: { username: 'admin', displayName: 'Administrator' } };
  if (c.path === 'siteContent.list') return { result: content };
  if (c.path === 'siteContent.update') {
    const { key, value } = c.input as { key: string; value: string };
    content = content.map((item) => (item.key === key ? { ...item, value } : item));
  }
  return { result: { success: true } };
};

function renderDashboard() {
  renderAdmin(
    <Routes>
      <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
      <Route path="/admin/login" element={<h1>Login screen</h1>} />
    </Routes>,
  );
}

describe('AdminDashboardPage', () => {
  it('sends a visitor without a stored session to the login screen', async () => {
    stubTRPC(ok);
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('greets the user and opens on Site Content with the stored values', async () => {
    saveSession('tok', { username: 'angela' });
    stubTRPC(ok);
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, angela' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Hero: Headline', { selector: 'input' })).toHaveValue('Stored headline');
    // Radix renders each label twice (one copy only reserves the bold width).
    expect(tabs.map((t) => t.querySelector('.rt-BaseTabListTriggerInner')?.textContent)).toEqual([
      'Site Content',
      'Properties',
      'Testimonials',
      'Sold Properties',
      'Messages',
      'Insights',
      'Settings',
    ]);
  });

  it('logs out locally even when the logout call fails', async () => {
    saveSession('tok', { username: 'admin' });
    const { calls } = stubTRPC((c) =>
      c.path === '/api/admin/logout' ? { error: { message: 'Something went wrong on our side.', httpStatus: 500 } } : ok(c),
    );
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(toast).toHaveBeenCalledWith({ title: 'Logged out', description: 'You have been successfully logged out.' });
    // The server was told, with the token the browser had just forgotten.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/logout')).toBe(true));
    const logoutCall = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/admin/logout'));
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it("lets go of the logout call's answer: an answer never read keeps the request open in the browser", async () => {
    saveSession('tok', { username: 'admin' });
    stubTRPC(ok);
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    const fetchMock = vi.mocked(fetch);
    const index = fetchMock.mock.calls.findIndex(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/admin/logout'));
    const answer = (await fetchMock.mock.results[index]!.value) as Response;
    await waitFor(() => expect(answer.bodyUsed).toBe(true));
  });

  it('closes the panel at once on logout, while the sign-in page is still loading: nothing in it asks the server again', async () => {
    saveSession('tok', { username: 'admin' });
    const { calls } = stubTRPC(ok);
    // A sign-in page whose code has not arrived (a slow phone): the navigation waits for it.
    const NeverLoaded = lazy(() => new Promise<never>(() => {}));
    renderAdmin(
      <Suspense fallback={<p>Loading page</p>}>
        <Routes>
          <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
          <Route path="/admin/login" element={<NeverLoaded />} />
        </Routes>
      </Suspense>,
    );
    expect(await screen.findByDisplayValue('Stored headline')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/logout')).toBe(true));
    expect(screen.queryByDisplayValue('Stored headline')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Site Content' })).toBeNull();
    // The Site Content list re-reads when the window regains focus; nothing is left to ask.
    const before = calls.length;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.slice(before)).toEqual([]);
  });

  // admin.me (401) and siteContent.list (200) share one batch, answered 207.
  it('signs out when the server says the session is over, even inside a mixed batch', async () => {
    saveSession('revoked', { username: 'admin' });
    stubTRPC((c) => (c.path === 'admin.me' ? { error: { message: 'Authentication required', httpStatus: 401, code: 'UNAUTHORIZED' } } : ok(c)));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Session expired' }));
  });

  it('signs out when another tab of the browser logs out, keeping what was typed for after signing in', async () => {
    saveSession('tok', { username: 'admin' });
    stubTRPC(ok);
    renderDashboard();
    const field = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Half-typed headline' } });
    // The other tab's logout empties the shared storage; this tab hears of it by a storage event.
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', oldValue: 'tok', newValue: null }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Session expired' }));
    expect(JSON.parse(window.sessionStorage.getItem('adminContentDrafts') ?? '{}')).toMatchObject({ hero_title: { value: 'Half-typed headline' } });
  });

  it('asks before logging out with unsaved text, and keeps it when the user says no', async () => {
    saveSession('tok', { username: 'admin' });
    stubTRPC(ok);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderDashboard();
    const field = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Half-typed headline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Log out without saving them?');
    expect(screen.getByLabelText('Hero: Headline', { selector: 'input' })).toHaveValue('Half-typed headline');
    expect(getToken()).toBe('tok');
  });

  it('saves one field and tells the agent it worked', async () => {
    saveSession('tok', { username: 'admin' });
    const { calls } = stubTRPC(ok);
    renderDashboard();
    const field = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Spring market is here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero: Headline' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Content updated successfully' }));
    expect(calls.find((c) => c.path === 'siteContent.update')?.input).toEqual({ key: 'hero_title', value: 'Spring market is here' });
    expect(screen.getByText('On your website now: “Spring market is here”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Hero: Headline' })).toBeDisabled();
  });

  it('reports a failed save and keeps the edit', async () => {
    saveSession('tok', { username: 'admin' });
    stubTRPC((c) => (c.path === 'siteContent.update' ? { error: { message: 'Headline must be at most 5000 characters', httpStatus: 400 } } : ok(c)));
    renderDashboard();
    const field = await screen.findByLabelText('Hero: Headline', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Too long, say' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero: Headline' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update content. Headline must be at most 5000 characters',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Hero: Headline', { selector: 'input' })).toHaveValue('Too long, say');
  });
});
