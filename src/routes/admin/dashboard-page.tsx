import { Box, Button, Container, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../paths';
import { clearSession, followSignOutInOtherTabs, getToken, getUser, hasSession, onSessionExpired, type StoredUser } from '../../lib/admin-session';
import { useTRPC } from '../../lib/trpc';
import { toast } from '../../components/toast-store';
import { AdminPageMeta } from './admin-meta';
import { clearStoredDrafts } from './content-drafts';
import { InsightsTab } from './insights-tab';
import { MessagesTab } from './messages-tab';
import { OverviewPanel } from './overview-panel';
import { PropertiesTab } from './properties-tab';
import { SettingsTab } from './settings-tab';
import { SiteContentTab } from './site-content-tab';
import { SoldRecordsTab } from './sold-records-tab';
import { TestimonialsTab } from './testimonials-tab';
import { MessagesTabTrigger } from './unread-badge';
import { clearUnsavedChanges, confirmDiscard, hasUnsavedChanges, useBeforeUnloadWarning } from './unsaved-changes';
import './admin.css';

const dashboardTabs = [
  { value: 'content', label: 'Site Content' },
  { value: 'properties', label: 'Properties' },
  { value: 'testimonials', label: 'Testimonials' },
  { value: 'sold', label: 'Sold Properties' },
  { value: 'messages', label: 'Messages' },
  { value: 'insights', label: 'Insights' },
  { value: 'settings', label: 'Settings' },
] as const;
type TabValue = (typeof dashboardTabs)[number]['value'];
const isTab = (v: string | null): v is TabValue => dashboardTabs.some((t) => t.value === v);

export default function AdminDashboardPage() {
  // Read once: a missing token or an unreadable stored user is no session (docs/product.md, "Admin panel").
  const [user] = useState<StoredUser | null>(() => (hasSession() ? getUser() : null));
  if (!user) return <Navigate to={paths.adminLogin} replace />;
  return <Dashboard user={user} />;
}

/** The REST path that ends the session on the server (the same as the tRPC admin.logout). */
const ADMIN_LOGOUT_PATH = '/api/admin/logout';

function Dashboard({ user }: { user: StoredUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'content';
  const signedOut = useRef(false);
  // Signed out (here or in another tab): the panel's views close at once, before the sign-in
  // page has loaded. Left mounted meanwhile (on a slow phone that can take seconds), their
  // periodic re-reads would go to the server without a session and be refused.
  const [closed, setClosed] = useState(false);

  useBeforeUnloadWarning();

  // Logged out in another tab: the same as an expired session here.
  useEffect(() => followSignOutInOtherTabs(), []);
  // A 401 from any admin call: the session was revoked or expired.
  useEffect(() => {
    const unsubscribe = onSessionExpired(() => {
      if (signedOut.current) return;
      signedOut.current = true;
      setClosed(true);
      // Open forms keep their unsaved values (form-drafts.ts, content-drafts.ts) for after the sign-in.
      const unsaved = hasUnsavedChanges();
      clearUnsavedChanges();
      toast({
        title: 'Session expired',
        description: unsaved
          ? 'Please sign in again to continue. What you had not saved is kept: open the same form again after signing in.'
          : 'Please sign in again to continue.',
        variant: 'destructive',
      });
      void navigate(paths.adminLogin, { replace: true });
    });
    return () => {
      unsubscribe();
    };
  }, [navigate, queryClient]);
  // The signed-out user's data leaves the cache once the panel is gone: removed while its
  // queries are still mounted, they would be asked for again, without a session (a 401).
  useEffect(
    () => () => {
      if (signedOut.current) queryClient.removeQueries();
    },
    [queryClient],
  );

  // Checks the stored token with the server at once, so a revoked one signs out immediately.
  useQuery(trpc.admin.me.queryOptions(undefined, { staleTime: 0, enabled: !closed }));

  const onLogout = () => {
    if (!confirmDiscard('You have unsaved changes. Log out without saving them?')) return;
    signedOut.current = true;
    setClosed(true);
    // The browser forgets the session first and the panel closes; then the server is told, with
    // the token taken here. Done the other way round, a refresh of this tab or of the panel's
    // other tabs (which follow this one at once) could reach the server after it ended the
    // session and get a 401. Signing out locally does not wait for the server's answer.
    const token = getToken();
    clearSession();
    clearUnsavedChanges();
    clearStoredDrafts();
    void queryClient.cancelQueries();
    void fetch(ADMIN_LOGOUT_PATH, { method: 'POST', credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} })
      // Nothing in the answer is needed, but one never read left the request open in the browser
      // (Chromium still reported it unfinished seconds after the server had answered).
      .then((response) => response.body?.cancel())
      .catch(() => {
        // Offline: the session ends by itself when it expires; this browser has already forgotten it.
      });
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    void navigate(paths.adminLogin, { replace: true });
  };

  const onTabChange = (value: string) => {
    if (value === tab || !isTab(value)) return;
    if (!confirmDiscard('You have unsaved changes on this tab. Switch tabs and lose them?')) return;
    clearUnsavedChanges();
    clearStoredDrafts();
    setParams(value === 'content' ? {} : { tab: value }, { replace: true });
  };

  const name = user.username;

  return (
    <div className="admin-shell">
      <AdminPageMeta title="Admin Dashboard" description="Manage the website's text, listings, reviews, sold properties and messages." />
      <header className="admin-header">
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <Flex py="3" gap="3" align={{ initial: 'start', sm: 'center' }} justify="between" direction={{ initial: 'column', sm: 'row' }}>
            <Box>
              <Text as="p" size="1" color="gray" weight="medium" className="admin-eyebrow">
                Website admin panel
              </Text>
              <Heading as="h1" size="5">
                Welcome, {name}
              </Heading>
            </Box>
            <Flex gap="2" wrap="wrap">
              <Button asChild variant="soft">
                <a href={paths.home} target="_blank" rel="noopener noreferrer">
                  View Website
                  <span className="admin-sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
              <Button variant="outline" color="gray" onClick={onLogout}>
                Logout
              </Button>
            </Flex>
          </Flex>
        </Container>
      </header>
      <main className="admin-main">
        <Container size="4" px={{ initial: '3', sm: '5' }} py="4">
          {closed ? (
            <Text as="p" role="status">
              Signing out...
            </Text>
          ) : (
            <>
              {/* The first thing after login: this week's leads, unread, listings, views, last backup. */}
              <OverviewPanel />
              <Tabs.Root value={tab} onValueChange={onTabChange} activationMode="manual">
                <Tabs.List className="admin-tabs-list" aria-label="Admin sections" size="2">
                  {dashboardTabs.map((t) =>
                    t.value === 'messages' ? (
                      <MessagesTabTrigger key={t.value} value={t.value} label={t.label} />
                    ) : (
                      <Tabs.Trigger key={t.value} value={t.value}>
                        {t.label}
                      </Tabs.Trigger>
                    ),
                  )}
                </Tabs.List>
                <Box pt="5">
                  <Tabs.Content value="content">
                    <SiteContentTab />
                  </Tabs.Content>
                  <Tabs.Content value="properties">
                    <PropertiesTab />
                  </Tabs.Content>
                  <Tabs.Content value="testimonials">
                    <TestimonialsTab />
                  </Tabs.Content>
                  <Tabs.Content value="sold">
                    <SoldRecordsTab />
                  </Tabs.Content>
                  <Tabs.Content value="messages">
                    <MessagesTab />
                  </Tabs.Content>
                  <Tabs.Content value="insights">
                    <InsightsTab />
                  </Tabs.Content>
                  <Tabs.Content value="settings">
                    <SettingsTab username={name} />
                  </Tabs.Content>
                </Box>
              </Tabs.Root>
            </>
          )}
        </Container>
      </main>
    </div>
  );
}
