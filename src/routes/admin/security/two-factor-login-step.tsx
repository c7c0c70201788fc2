// The second sign-in step when two-factor sign-in is on: a code from the authenticator app or
// one of the recovery codes. The challenge from the password step lasts five minutes.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { loginTwoFactorSchema } from '../../../../domain/two-factor';
import { Form, FormField } from '../../../components/form';
import { toast } from '../../../components/toast-store';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useTRPC } from '../../../lib/trpc';
import { describeError } from '../errors';
import { AdminFieldFrame } from '../form-field';
import { useFocusLanding } from '../use-focus-landing';

const codeFormSchema = loginTwoFactorSchema.pick({ code: true });
type CodeForm = { code: string };

type SignedIn = { token: string; user: { username: string; displayName: string } };

export function TwoFactorLoginStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (result: SignedIn) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), mode: 'onSubmit', shouldFocusError: true, defaultValues: { code: '' } });
  const verify = useMutation(trpc.admin.loginTwoFactor.mutationOptions());
  // Verify is disabled while the server answers, which drops the focus. A refused code is
  // cleared and the focus goes back to its field for the next one; a signed-in user is taken to
  // the panel.
  const landFocus = useFocusLanding();
  const verifyButton = useRef<HTMLButtonElement>(null);

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async ({ code }) => {
      // Awaited so a second submit waits for the answer. The callbacks are per call so they run only
      // while this step is shown (after Start over, a late answer must not sign in); a refusal is
      // shown by onError, so the rejection is dropped.
      await verify
        .mutateAsync(
          { challenge, code },
          {
            onSuccess: onSignedIn,
            onError: (error) => {
              form.reset({ code: '' });
              landFocus(() => verifyButton.current?.form?.elements.namedItem('code') as HTMLInputElement | null | undefined);
              toast({ title: 'Login failed', description: describeError(error, 'Invalid code'), variant: 'destructive' });
            },
          },
        )
        .catch(() => {});
    }),
  );

  return (
    <Form form={form} frame={AdminFieldFrame} onSubmit={onSubmit} noValidate aria-label="Two-factor verification">
      <Flex direction="column" gap="3">
        <FormField<CodeForm>
          name="code"
          label="Authentication code"
          hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        >
          {(c) => (
            <TextField.Root
              {...c}
              autoComplete="one-time-code"
              inputMode="text"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- this step replaces the password form the user just submitted; focus moves to its only field
              autoFocus
              aria-required="true"
              size="3"
            />
          )}
        </FormField>
        <Button type="submit" size="3" disabled={verify.isPending} mt="2" ref={verifyButton}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Text as="p" size="2" align="center">
          <Link asChild>
            <button type="button" className="admin-link-button" onClick={onCancel}>
              Start over with the password
            </button>
          </Link>
        </Text>
      </Flex>
    </Form>
  );
}
