import { Box, Button, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../paths';
import { hasSession, saveSession } from '../../lib/admin-session';
import { useTRPC } from '../../lib/trpc';
import { toast } from '../../components/toast-store';
import { AdminPageMeta } from './admin-meta';
import { isNetworkError, NETWORK_ERROR, serverMessage } from './errors';
import { TwoFactorLoginStep } from './security/two-factor-login-step';
import './admin.css';

export default function AdminLoginPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const usernameId = useId();
  const passwordId = useId();
  const login = useMutation(trpc.admin.login.mutationOptions());
  // Set when the password was right and two-factor sign-in asks for a code.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = ({ token, user }: { token: string; user: { username: string; displayName: string } }) => {
    // Whatever an earlier session cached must not show to this one.
    queryClient.removeQueries();
    saveSession(token, user);
    toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
    void navigate(paths.adminDashboard, { replace: true });
  };

  // Already signed in: straight to the panel (render-time check is safe, admin is client-only).
  if (hasSession() && !login.isPending) return <Navigate to={paths.adminDashboard} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (result) => {
          if ('twoFactorRequired' in result) {
            setPassword('');
            setChallenge(result.challenge);
          } else signedIn(result);
        },
        onError: (error) => {
          if (isNetworkError(error)) {
            toast({ title: 'Login failed', description: NETWORK_ERROR, variant: 'destructive' });
            return;
          }
          toast({ title: 'Login failed', description: serverMessage(error) ?? 'Invalid credentials', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Box asChild className="admin-login-page">
      <main>
        <AdminPageMeta title="Admin Login" description="Sign in to manage the website's text, listings, reviews and messages." />
        <Card size="3" className="admin-login-card">
          <Flex direction="column" gap="4">
            <Box>
              <Heading as="h1" size="6" mb="1">
                Admin Login
              </Heading>
              <Text as="p" size="2" color="gray">
                Sign in to update your website text, listings, reviews and sold properties, and to read new messages.
              </Text>
            </Box>
            {challenge ? (
              <TwoFactorLoginStep challenge={challenge} onSignedIn={signedIn} onCancel={() => setChallenge(null)} />
            ) : (
              <form onSubmit={onSubmit} aria-label="Admin sign in">
                <Flex direction="column" gap="3">
                  <Flex direction="column" gap="1">
                    <Text as="label" htmlFor={usernameId} size="2" weight="medium">
                      Username
                    </Text>
                    <TextField.Root
                      id={usernameId}
                      name="username"
                      autoComplete="username"
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- signing in is this page's only task; the first field takes focus on arrival
                      autoFocus
                      autoCapitalize="none"
                      spellCheck={false}
                      required
                      size="3"
                      value={username}
                      onChange={(e) => setUsername(e.target.value)}
                    />
                  </Flex>
                  <Flex direction="column" gap="1">
                    <Text as="label" htmlFor={passwordId} size="2" weight="medium">
                      Password
                    </Text>
                    <TextField.Root
                      id={passwordId}
                      name="password"
                      type="password"
                      autoComplete="current-password"
                      required
                      size="3"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                  </Flex>
                  <Button type="submit" size="3" disabled={login.isPending} mt="2">
                    {login.isPending ? 'Signing in...' : 'Sign In'}
                  </Button>
                </Flex>
              </form>
            )}
            <Text as="p" size="2" align="center">
              <Link href={paths.home}>Back to the website</Link>
            </Text>
          </Flex>
        </Card>
      </main>
    </Box>
  );
}
