// What every admin collection's hooks share: the toasts after a save or a failure, and the
// shape the generic list needs to delete an item. Per-entity hooks (properties-api.ts,
// testimonials-api.ts, sold-records-api.ts) keep query, create, update and remove, with their
// toasts and cache invalidation, in one file per collection.
import { toast } from '../../components/toast-store';
import { describeError, isUnauthorized } from './errors';

/** Shows the failure toast with the server's message, the network message or "Please try again." */
/** A failed call's toast; none for a 401, which the dashboard answers with "Session expired" (and keeps the form's draft). */
export function failureToast(title: string) {
  return (error: unknown) => {
    if (isUnauthorized(error)) return;
    toast({ title, description: describeError(error, 'Please try again.'), variant: 'destructive' });
  };
}

export function successToast(title: string, description: string) {
  toast({ title, description });
}

/** Lets a dialog close itself (or do anything else) after the hook's own success handling. */
export type AfterSuccess = { onSuccess?: () => void };

/** What the screen does once a delete is answered (the list already fetched again after a success). */
type AfterRemove = { onSuccess?: () => void; onError?: () => void };

/** How the generic collection deletes one item and tells which item is being deleted. */
export type RemoveAction<T> = {
  remove: (item: T, after?: AfterRemove) => void;
  /** The id of the item whose delete is in flight, so only its button shows "Deleting...". */
  removingId: string | null;
};
