// What the server can actually do for a visitor, so pages promise only that: a confirmation
// e-mail exists only when outgoing mail is configured. Until the answer arrives (and if it
// fails) pages assume no e-mail, the promise that is always true.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

export function useSiteFeatures(): { confirmationEmail: boolean } {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.siteContent.features.queryOptions(), staleTime: Infinity, retry: false });
  return { confirmationEmail: query.data?.confirmationEmail === true };
}

/** The sentence about a confirmation e-mail after a form is sent, true either way. */
export function confirmationSentence(confirmationEmail: boolean): string {
  return confirmationEmail
    ? 'A confirmation is on its way to your e-mail.'
    : 'No automatic e-mail is sent: your request is saved and you will hear back personally.';
}
