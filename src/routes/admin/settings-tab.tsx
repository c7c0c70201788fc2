import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { checkPasswordForm, SERVER_MIN_PASSWORD } from '../../../domain/auth';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { describeError } from './errors';
import { FormField } from './form-field';
import { TabHeader } from './tab-parts';
import { useUnsavedChanges } from './unsaved-changes';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SettingsTab({ username }: { username: string }) {
  const trpc = useTRPC();
  const [values, setValues] = useState(empty);
  const id = useId();
  useUnsavedChanges('password-form', Object.values(values).some((v) => v !== ''));

  const change = useMutation(
    trpc.admin.changePassword.mutationOptions({
      onSuccess: () => {
        setValues(empty);
        toast({ title: 'Password Updated', description: 'Your admin password has been successfully changed' });
      },
      onError: (error) =>
        toast({ title: 'Password Change Failed', description: describeError(error, 'Failed to change password'), variant: 'destructive' }),
    }),
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (change.isPending) return;
    const problem = checkPasswordForm(values);
    if (problem) {
      toast({ title: 'Validation Error', description: problem, variant: 'destructive' });
      return;
    }
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  const field = (key: keyof typeof empty, label: string, autoComplete: string, hint?: string) => (
    <FormField id={`${id}-${key}`} label={label} hint={hint}>
      <TextField.Root
        id={`${id}-${key}`}
        name={key}
        type="password"
        autoComplete={autoComplete}
        aria-required="true"
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        size="3"
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <div>
      <TabHeader title="Settings" description={`You are signed in as ${username}.`} />
      <Card size="3" className="admin-settings-card" style={{ maxWidth: 560 }}>
        <Heading as="h3" size="4" mb="1">
          Change password
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          Choose a password of at least {SERVER_MIN_PASSWORD} characters that you do not use anywhere else. A short phrase of
          several words is easy to remember and hard to guess. Other devices signed in to the panel will be signed out.
        </Text>
        {/* noValidate: the panel's own checks give the spec's messages, not the browser's. */}
        <form onSubmit={onSubmit} noValidate aria-label="Change password">
          <Flex direction="column" gap="3">
            {field('currentPassword', 'Current Password', 'current-password')}
            {field('newPassword', 'New Password', 'new-password', `At least ${SERVER_MIN_PASSWORD} characters; common passwords are refused.`)}
            {field('confirmPassword', 'Confirm New Password', 'new-password', 'Type the new password again.')}
            <Flex mt="2">
              <Button type="submit" size="3" disabled={change.isPending}>
                {change.isPending ? 'Updating...' : 'Update Password'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </div>
  );
}
