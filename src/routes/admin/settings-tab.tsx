import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { checkPasswordForm, PASSWORD_CHANGED_MESSAGE, SERVER_MIN_PASSWORD } from '../../../domain/auth';
import { toast } from '../../components/toast-store';
import { useSubmitOnce } from '../../lib/submit-once';
import { useTRPC } from '../../lib/trpc';
import { describeError } from './errors';
import { Form, FormField } from '../../components/form';
import { AdminFieldFrame } from './form-field';
import { TabHeader } from './tab-parts';
import { BackupSettings } from './backup-settings';
import { SecuritySettings } from './security/security-settings';
import { useUnsavedChanges } from './unsaved-changes';
import { useFocusLanding } from './use-focus-landing';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SettingsTab({ username }: { username: string }) {
  const trpc = useTRPC();
  // The password rules are one message in a toast (domain/auth.ts checkPasswordForm), not per field.
  const form = useForm<typeof empty>({ defaultValues: empty });
  useUnsavedChanges('password-form', form.formState.isDirty);
  // Update Password is disabled while the server answers, which drops the focus: it comes back.
  const landFocus = useFocusLanding();
  const submit = useRef<HTMLButtonElement>(null);

  const change = useMutation(
    trpc.admin.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset(empty);
        toast({ title: 'Password Updated', description: PASSWORD_CHANGED_MESSAGE });
      },
      onError: (error) =>
        toast({ title: 'Password Change Failed', description: describeError(error, 'Failed to change password'), variant: 'destructive' }),
    }),
  );

  const onSubmit = useSubmitOnce(
    form.handleSubmit(async (values) => {
      const problem = checkPasswordForm(values);
      if (problem) {
        toast({ title: 'Validation Error', description: problem, variant: 'destructive' });
        return;
      }
      // Awaited so a second submit waits for the answer; a refusal is shown by the mutation's
      // onError, so the rejection is dropped.
      await change
        .mutateAsync(
          { currentPassword: values.currentPassword, newPassword: values.newPassword },
          { onSettled: () => landFocus(() => submit.current) },
        )
        .catch(() => {});
    }),
  );

  const field = (key: keyof typeof empty, label: string, autoComplete: string, hint?: string) => (
    <FormField<typeof empty> name={key} label={label} hint={hint}>
      {(c) => <TextField.Root {...c} type="password" autoComplete={autoComplete} aria-required="true" size="3" />}
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
          Choose a password of at least {SERVER_MIN_PASSWORD} characters that you do not use anywhere else. A short phrase of several words is easy to
          remember and hard to guess. Other devices signed in to the panel will be signed out.
        </Text>
        {/* noValidate: the panel's own checks give its worded messages (docs/product.md, "Settings"), not the browser's. */}
        <Form form={form} frame={AdminFieldFrame} onSubmit={onSubmit} noValidate aria-label="Change password">
          <Flex direction="column" gap="3">
            {field('currentPassword', 'Current Password', 'current-password')}
            {field('newPassword', 'New Password', 'new-password', `At least ${SERVER_MIN_PASSWORD} characters; common passwords are refused.`)}
            {field('confirmPassword', 'Confirm New Password', 'new-password', 'Type the new password again.')}
            <Flex mt="2">
              <Button type="submit" size="3" disabled={change.isPending} ref={submit}>
                {change.isPending ? 'Updating...' : 'Update Password'}
              </Button>
            </Flex>
          </Flex>
        </Form>
      </Card>
      <BackupSettings />
      <SecuritySettings />
    </div>
  );
}
