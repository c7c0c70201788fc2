// Settings: two-factor sign-in (TOTP). Set up with a QR code or the typed secret, confirmed with the
// password and a code; ten recovery codes shown once; turning it off or renewing codes needs the
// password and a code.
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, Callout, Card, Code, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { confirmWithPasswordSchema, enableTwoFactorSchema, WRONG_PASSWORD_MESSAGE } from '../../../../domain/two-factor';
import { Form, FormField } from '../../../components/form';
import { toast } from '../../../components/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { describeError, serverMessage } from '../errors';
import { AdminFieldFrame } from '../form-field';
import { useFocusLanding } from '../use-focus-landing';
import { dateTime } from './format-time';
import './security.css';

type EnableForm = { password: string; code: string };
type ConfirmForm = { password: string; code: string };

function RecoveryCodes({ codes, onDone, ref }: { codes: string[]; onDone: () => void; ref: Ref<HTMLDivElement> }) {
  return (
    <Callout.Root color="amber" role="region" aria-label="Recovery codes" tabIndex={-1} ref={ref}>
      <Callout.Text>
        Save these recovery codes somewhere safe (a password manager or a printed page). Each works once if your phone is lost. They will not be shown
        again.
      </Callout.Text>
      <ul className="admin-recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Box>
        <Button onClick={onDone}>I have saved these codes</Button>
      </Box>
    </Callout.Root>
  );
}

export function TwoFactorSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const enableForm = useForm<EnableForm>({
    resolver: zodResolver(enableTwoFactorSchema),
    shouldFocusError: true,
    defaultValues: { password: '', code: '' },
  });
  const confirmForm = useForm<ConfirmForm>({
    resolver: zodResolver(confirmWithPasswordSchema),
    shouldFocusError: true,
    defaultValues: { password: '', code: '' },
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  // Each step replaces the controls of the one before, the focused one too: the focus follows,
  // to the setup's heading, the recovery codes, the section's heading or the Set up button. A
  // refused step gives it back to its button (disabled while the server answered), or to the
  // Password field when that was what was wrong.
  const landFocus = useFocusLanding();
  const heading = useRef<HTMLHeadingElement>(null);
  const setupButton = useRef<HTMLButtonElement>(null);
  const setupHeading = useRef<HTMLHeadingElement>(null);
  const codesRegion = useRef<HTMLDivElement>(null);
  const enableButton = useRef<HTMLButtonElement>(null);
  const disableButton = useRef<HTMLButtonElement>(null);
  const regenerateButton = useRef<HTMLButtonElement>(null);
  // The activity log shows the change too.
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries(trpc.twoFactor.pathFilter()), queryClient.invalidateQueries(trpc.audit.pathFilter())]);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: describeError(error, 'Please try again.'), variant: 'destructive' });

  const start = useMutation(
    trpc.twoFactor.setup.mutationOptions({
      onSuccess: (r) => {
        setSetup({ secret: r.secret, qrSvg: r.qrSvg });
        landFocus(() => setupHeading.current);
      },
      onError: (error) => {
        failed('Setup failed')(error);
        landFocus(() => setupButton.current);
      },
    }),
  );
  const enable = useMutation(
    trpc.twoFactor.enable.mutationOptions({
      onSuccess: async (r) => {
        setSetup(null);
        enableForm.reset();
        setCodes(r.recoveryCodes);
        landFocus(() => codesRegion.current);
        toast({ title: 'Two-factor sign-in is on', description: 'You will be asked for a code when you sign in.' });
        await refresh();
      },
      onError: (error) => {
        failed('Could not turn on two-factor sign-in')(error);
        if (serverMessage(error) === WRONG_PASSWORD_MESSAGE) {
          enableForm.setValue('password', '');
          enableForm.setError('password', { message: WRONG_PASSWORD_MESSAGE });
          landFocus(() => enableButton.current?.form?.elements.namedItem('password') as HTMLInputElement | null | undefined);
        } else landFocus(() => enableButton.current);
      },
    }),
  );
  const disable = useMutation(
    trpc.twoFactor.disable.mutationOptions({
      onSuccess: async () => {
        confirmForm.reset();
        toast({ title: 'Two-factor sign-in is off', description: 'Signing in now needs only your password.' });
        await refresh();
        landFocus(() => setupButton.current);
      },
      onError: (error) => {
        failed('Could not turn off two-factor sign-in')(error);
        landFocus(() => disableButton.current);
      },
    }),
  );
  const regenerate = useMutation(
    trpc.twoFactor.regenerateRecoveryCodes.mutationOptions({
      onSuccess: async (r) => {
        confirmForm.reset();
        setCodes(r.recoveryCodes);
        landFocus(() => codesRegion.current);
        await refresh();
      },
      onError: (error) => {
        failed('Could not create new recovery codes')(error);
        landFocus(() => regenerateButton.current);
      },
    }),
  );

  const onEnable = enableForm.handleSubmit((values) => {
    if (!enable.isPending) enable.mutate(values);
  });
  const onDisable = confirmForm.handleSubmit((values) => {
    if (!disable.isPending) disable.mutate(values);
  });
  const onRegenerate = confirmForm.handleSubmit((values) => {
    if (!regenerate.isPending) regenerate.mutate(values);
  });

  const on = status.data?.enabled;
  return (
    <Card size="3" className="admin-settings-card admin-security-card">
      <Flex align="center" gap="2" mb="1">
        <Heading as="h3" size="4" tabIndex={-1} ref={heading}>
          Two-factor sign-in
        </Heading>
        {status.data && <Badge color={on ? 'green' : 'gray'}>{on ? 'On' : 'Off'}</Badge>}
      </Flex>
      <Text as="p" size="2" color="gray" mb="4">
        With two-factor sign-in, signing in also needs a 6-digit code from an authenticator app on your phone (Google Authenticator, 1Password, Authy
        and others), so a stolen password alone is not enough.
      </Text>

      {codes && (
        <RecoveryCodes
          ref={codesRegion}
          codes={codes}
          onDone={() => {
            setCodes(null);
            landFocus(() => heading.current);
          }}
        />
      )}

      {status.data && !on && !setup && (
        <Button ref={setupButton} onClick={() => start.mutate()} disabled={start.isPending}>
          Set up two-factor sign-in
        </Button>
      )}

      {setup && !on && (
        <Form form={enableForm} frame={AdminFieldFrame} onSubmit={onEnable} noValidate aria-label="Confirm two-factor setup">
          <Flex direction="column" gap="3">
            <Heading as="h4" size="3" tabIndex={-1} ref={setupHeading}>
              Set up two-factor sign-in
            </Heading>
            <Text as="p" size="2">
              1. Scan this QR code with your authenticator app, or type the secret key into it.
            </Text>
            <img
              className="admin-qr"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
              alt="QR code for your authenticator app"
              width={200}
              height={200}
            />
            <Text as="p" size="2">
              Secret key:{' '}
              <Code className="admin-secret" data-testid="totp-secret">
                {setup.secret}
              </Code>
            </Text>
            <Text as="p" size="2">
              2. Confirm with your password and the 6-digit code the app shows.
            </Text>
            <FormField<EnableForm> name="password" label="Password">
              {(c) => <TextField.Root {...c} type="password" autoComplete="current-password" aria-required="true" size="3" />}
            </FormField>
            <FormField<EnableForm> name="code" label="Code from the app">
              {(c) => <TextField.Root {...c} autoComplete="one-time-code" inputMode="numeric" aria-required="true" size="3" />}
            </FormField>
            <Flex gap="2">
              <Button type="submit" disabled={enable.isPending} ref={enableButton}>
                {enable.isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
              </Button>
              <Button
                type="button"
                variant="soft"
                color="gray"
                onClick={() => {
                  setSetup(null);
                  enableForm.reset();
                  landFocus(() => setupButton.current);
                }}
              >
                Cancel
              </Button>
            </Flex>
          </Flex>
        </Form>
      )}

      {on && status.data && (
        <Form form={confirmForm} frame={AdminFieldFrame} onSubmit={onDisable} noValidate aria-label="Manage two-factor sign-in">
          <Flex direction="column" gap="3">
            <Text as="p" size="2">
              On since {status.data.enabledAt ? dateTime(status.data.enabledAt) : 'earlier'}. {status.data.recoveryCodesLeft} recovery code
              {status.data.recoveryCodesLeft === 1 ? '' : 's'} left.
            </Text>
            <Text as="p" size="2" color="gray">
              To turn it off or get new recovery codes, confirm with your password and a current code.
            </Text>
            <FormField<ConfirmForm> name="password" label="Password">
              {(c) => <TextField.Root {...c} type="password" autoComplete="current-password" aria-required="true" size="3" />}
            </FormField>
            <FormField<ConfirmForm> name="code" label="Code" hint="From your authenticator app, or a recovery code.">
              {(c) => <TextField.Root {...c} autoComplete="one-time-code" aria-required="true" size="3" />}
            </FormField>
            <Flex gap="2" wrap="wrap">
              <Button type="submit" color="red" variant="soft" disabled={disable.isPending} ref={disableButton}>
                Turn off two-factor sign-in
              </Button>
              <Button type="button" variant="soft" disabled={regenerate.isPending} onClick={() => void onRegenerate()} ref={regenerateButton}>
                New recovery codes
              </Button>
            </Flex>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
