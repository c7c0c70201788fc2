// The second sign-in step when two-factor sign-in is on: a code from the authenticator app or
// one of the recovery codes. The challenge from the password step lasts five minutes.
import { Button, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { describeError } from '../errors';

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
  const [code, setCode] = useState('');
  const codeId = useId();
  const hintId = useId();
  const verify = useMutation(trpc.admin.loginTwoFactor.mutationOptions());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    verify.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          setCode('');
          toast({ title: 'Login failed', description: describeError(error, 'Invalid code'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Two-factor verification">
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={codeId} size="2" weight="medium">
            Authentication code
          </Text>
          <TextField.Root
            id={codeId}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- this step replaces the password form the user just submitted; focus moves to its only field
            autoFocus
            required
            size="3"
            aria-describedby={hintId}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Text id={hintId} size="1" color="gray">
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </Text>
        </Flex>
        <Button type="submit" size="3" disabled={verify.isPending} mt="2">
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
    </form>
  );
}
