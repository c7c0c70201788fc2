// Testimonials in the admin panel: list query and create, update, remove with their toasts
// and cache invalidation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Testimonial } from '../../../domain/testimonial';
import { useTRPC } from '../../lib/trpc';
import { failureToast, successToast, type AfterSuccess, type RemoveAction } from './collection-api';
import { staleDeleteOr, useSaveError } from './history/conflict-context';

function useInvalidateTestimonials() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.testimonials.pathFilter());
}

export function useTestimonialsQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.testimonials.list.queryOptions());
}

const savedToast = (title: string, client: string) => successToast(title, `The review from ${client} is on your website now.`);

export function useCreateTestimonial({ onSuccess }: AfterSuccess = {}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateTestimonials();
  return useMutation(
    trpc.testimonials.create.mutationOptions({
      onSuccess: async (_created, input) => {
        await invalidate();
        savedToast('Testimonial added successfully', input.client.trim());
        onSuccess?.();
      },
      onError: failureToast('Failed to add testimonial'),
    }),
  );
}

export function useUpdateTestimonial({ onSuccess }: AfterSuccess = {}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateTestimonials();
  const onSaveError = useSaveError('Failed to update testimonial');
  const mutation = useMutation(
    trpc.testimonials.update.mutationOptions({
      onSuccess: async (saved) => {
        await invalidate();
        savedToast('Testimonial updated successfully', saved.client);
        onSuccess?.();
      },
      // A stale save shows both versions in the editor instead of a toast.
      onError: (error, variables): void => onSaveError(error, variables, (v) => mutation.mutate(v)),
    }),
  );
  return mutation;
}

export function useRemoveTestimonial(): RemoveAction<Testimonial> {
  const trpc = useTRPC();
  const invalidate = useInvalidateTestimonials();
  const mutation = useMutation(
    trpc.testimonials.remove.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        successToast('Testimonial deleted successfully', 'It no longer appears in your reviews.');
      },
      onError: staleDeleteOr('Failed to delete testimonial', invalidate),
    }),
  );
  return {
    remove: (t, after) => mutation.mutate({ id: t.id, version: t.version }, after),
    removingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
  };
}
