import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { loginInputSchema, type LoginInput } from '../../../domain/auth';
import { Form, FormField } from '../../components/form';
import { paths } from '../../paths';
import { hasSession, saveSession } from '../../lib/admin-session';
import { useSubmitOnce } from '../../lib/submit-once';
import { useTRPC } from '../../lib/trpc';
import { toast } from '../../components/toast-store';
import { AdminPageMeta } from './admin-meta';
import { isNetworkError, isUnauthorized, NETWORK_ERROR, serverMessage } from './errors';
import { AdminFieldFrame } from './form-field';
import { TwoFactorLoginStep } from './security/two-factor-login-step';
import { useFocusLanding } from './use-focus-landing';
import './admin.css';

export default function AdminLoginPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Both fields are required (the shared login schema's messages show under each field).
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    mode: 'onSubmit',
    shouldFocusError: true,
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation(trpc.admin.login.mutationOptions());
  // Set when the password was right and two-factor sign-in asks for a code.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Sign In is disabled while the server answers, which drops the focus. A refused password puts
  // it on the Password field to correct; a failure with nothing to correct (no connection, too
  // many attempts) gives it back to Sign In. A signed-in user is taken to the panel, and the code
  // step takes the focus itself.
  const landFocus = useFocusLanding();
  const signInButton = useRef<HTMLButtonElement>(null);
  const passwordField = () => signInButton.current?.form?.elements.namedItem('password') as HTMLInputElement | null | undefined;

  const signedIn = ({ token, user }: { token: string; user: { username: string; displayName: string } }) => {
    // Whatever an earlier session cached must not show to this one.
    queryClient.removeQueries();
    saveSession(token, user);
    toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
    void navigate(paths.adminDashboard, { replace: true });
  };

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async (values) => {
      // Awaited so a second submit waits for the answer. The callbacks are per call so they run only
      // while this page is shown (Back to the website mid-request must not pull the user back);
      // a refusal is shown by onError, so the rejection is dropped.
      await login
        .mutateAsync(values, {
          onSuccess: (result) => {
            if ('twoFactorRequired' in result) {
              form.resetField('password');
              setChallenge(result.challenge);
            } else signedIn(result);
          },
          onError: (error) => {
            landFocus(isUnauthorized(error) ? passwordField : () => signInButton.current);
            if (isNetworkError(error)) {
              toast({ title: 'Login failed', description: NETWORK_ERROR, variant: 'destructive' });
              return;
            }
            toast({ title: 'Login failed', description: serverMessage(error) ?? 'Invalid credentials', variant: 'destructive' });
          },
        })
        .catch(() => {});
    }),
  );

  // Already signed in: straight to the panel (render-time check is safe, admin is client-only).
  if (hasSession() && !login.isPending) return <Navigate to={paths.adminDashboard} replace />;

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
              // noValidate: the schema's messages show under the fields, not the browser's bubbles.
              <Form form={form} frame={AdminFieldFrame} onSubmit={onSubmit} noValidate aria-label="Admin sign in">
                <Flex direction="column" gap="3">
                  <FormField<LoginInput> name="username" label="Username">
                    {(c) => (
                      <TextField.Root
                        {...c}
                        autoComplete="username"
                        // eslint-disable-next-line jsx-a11y/no-autofocus -- signing in is this page's only task; the first field takes focus on arrival
                        autoFocus
                        autoCapitalize="none"
                        spellCheck={false}
                        aria-required="true"
                        size="3"
                      />
                    )}
                  </FormField>
                  <FormField<LoginInput> name="password" label="Password">
                    {(c) => <TextField.Root {...c} type="password" autoComplete="current-password" aria-required="true" size="3" />}
                  </FormField>
                  <Button type="submit" size="3" disabled={login.isPending} mt="2" ref={signInButton}>
                    {login.isPending ? 'Signing in...' : 'Sign In'}
                  </Button>
                </Flex>
              </Form>
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
