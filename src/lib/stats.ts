// The career figures every public section shows, from the one public read (stats.get). Server
// rendering prefetches it; open pages refetch it when the sold records or the baseline change.
// When it cannot be fetched the sections hide their figures rather than show built-in numbers
// that could contradict the data.
import { useQuery } from '@tanstack/react-query';
import type { Stats } from '../../domain/stats';
import { useTRPC } from './trpc';

export function useStats(): { stats: Stats | null; isPending: boolean } {
  const trpc = useTRPC();
  const query = useQuery(trpc.stats.get.queryOptions());
  return { stats: query.isError ? null : (query.data ?? null), isPending: query.isPending };
}
