// "Now" for pages that show time-dependent things (upcoming open houses). The server puts the
// moment it rendered into the query cache; the browser's first render uses that same moment, so
// hydration matches the server's HTML, and then switches to its own clock, ticking each minute,
// so an open house that has ended disappears by itself.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const RENDER_CLOCK_QUERY_KEY = ['render-clock'] as const;
const TICK_MS = 60_000;

export function useNow(): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => queryClient.getQueryData<number>(RENDER_CLOCK_QUERY_KEY) ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
