// Properties in the admin panel: the list query and the create, update and remove mutations,
// each with its toasts and the cache invalidation that refreshes every properties query.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Property } from '../../../domain/property';
import { useTRPC } from '../../lib/trpc';
import { failureToast, successToast, type AfterSuccess, type RemoveAction } from './collection-api';
import { staleDeleteOr, useSaveError } from './history/conflict-context';

function useInvalidateProperties() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.properties.pathFilter());
}

export function usePropertiesQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.properties.list.queryOptions());
}

const savedToast = (title: string, propertyTitle: string) => successToast(title, `"${propertyTitle}" is saved. Your website shows the change now.`);

export function useCreateProperty({ onSuccess }: AfterSuccess = {}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateProperties();
  return useMutation(
    trpc.properties.create.mutationOptions({
      onSuccess: async (_created, input) => {
        await invalidate();
        savedToast('Property created successfully', input.title.trim());
        onSuccess?.();
      },
      onError: failureToast('Failed to create property'),
    }),
  );
}

export function useUpdateProperty({ onSuccess }: AfterSuccess = {}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateProperties();
  const onSaveError = useSaveError('Failed to update property');
  const mutation = useMutation(
    trpc.properties.update.mutationOptions({
      onSuccess: async (saved) => {
        await invalidate();
        savedToast('Property updated successfully', saved.title);
        onSuccess?.();
      },
      // A stale save shows both versions in the editor instead of a toast.
      onError: (error, variables): void => onSaveError(error, variables, (v) => mutation.mutate(v)),
    }),
  );
  return mutation;
}

export function useRemoveProperty(): RemoveAction<Property> {
  const trpc = useTRPC();
  const invalidate = useInvalidateProperties();
  const mutation = useMutation(
    trpc.properties.remove.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        successToast('Property deleted successfully', 'It no longer appears on your website.');
      },
      onError: staleDeleteOr('Failed to delete property', invalidate),
    }),
  );
  return {
    remove: (p, after) => mutation.mutate({ id: p.id, version: p.version }, after),
    removingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
  };
}
