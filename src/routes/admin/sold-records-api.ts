// Sold records in the admin panel: list query and create, update, remove with their toasts
// and cache invalidation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SoldRecord } from '../../../domain/sold-record';
import { useTRPC } from '../../lib/trpc';
import { failureToast, successToast, type AfterSuccess, type RemoveAction } from './collection-api';
import { staleDeleteOr, useSaveError } from './history/conflict-context';

function useInvalidateSoldRecords() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.soldRecords.pathFilter());
}

export function useSoldRecordsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.soldRecords.list.queryOptions());
}

const savedToast = (title: string, property: string) => successToast(title, `${property} is in your track record now.`);

export function useCreateSoldRecord({ onSuccess }: AfterSuccess = {}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateSoldRecords();
  return useMutation(
    trpc.soldRecords.create.mutationOptions({
      onSuccess: async (_created, input) => {
        await invalidate();
        savedToast('Sold property added successfully', input.property.trim());
        onSuccess?.();
      },
      onError: failureToast('Failed to add sold property'),
    }),
  );
}

export function useUpdateSoldRecord({ onSuccess }: AfterSuccess = {}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateSoldRecords();
  const onSaveError = useSaveError('Failed to update sold property');
  const mutation = useMutation(
    trpc.soldRecords.update.mutationOptions({
      onSuccess: async (saved) => {
        await invalidate();
        savedToast('Sold property updated successfully', saved.property);
        onSuccess?.();
      },
      // A stale save shows both versions in the editor instead of a toast.
      onError: (error, variables): void => onSaveError(error, variables, (v) => mutation.mutate(v)),
    }),
  );
  return mutation;
}

export function useRemoveSoldRecord(): RemoveAction<SoldRecord> {
  const trpc = useTRPC();
  const invalidate = useInvalidateSoldRecords();
  const mutation = useMutation(
    trpc.soldRecords.remove.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        successToast('Sold property deleted successfully', 'It no longer appears in your track record.');
      },
      onError: staleDeleteOr('Failed to delete sold property', invalidate),
    }),
  );
  return {
    remove: (r, after) => mutation.mutate({ id: r.id, version: r.version }, after),
    removingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
  };
}
