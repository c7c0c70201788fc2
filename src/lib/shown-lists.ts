// The home page's reviews and sales as it shows them (domain/shown-record.ts): the server render
// embeds them without the admin's bookkeeping. A refetch (an admin edit seen by the live-data
// poll, or a page that was not server-rendered) keeps the records it gets, a superset. Queries of
// their own, so that the full lists the admin panel reads are never cached without it.
import { useQuery } from '@tanstack/react-query';
import type { Shown } from '../../domain/shown-record';
import type { SoldRecord } from '../../domain/sold-record';
import type { Testimonial } from '../../domain/testimonial';
import { useTRPCClient } from './trpc';

export const SHOWN_TESTIMONIALS_QUERY_KEY = ['testimonials-shown'] as const;
export const SHOWN_SOLD_RECORDS_QUERY_KEY = ['sold-records-shown'] as const;

export function useShownTestimonials() {
  const client = useTRPCClient();
  return useQuery({ queryKey: SHOWN_TESTIMONIALS_QUERY_KEY, queryFn: (): Promise<Shown<Testimonial>[]> => client.testimonials.list.query() });
}

export function useShownSoldRecords() {
  const client = useTRPCClient();
  return useQuery({ queryKey: SHOWN_SOLD_RECORDS_QUERY_KEY, queryFn: (): Promise<Shown<SoldRecord>[]> => client.soldRecords.list.query() });
}
