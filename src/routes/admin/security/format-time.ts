// Times in the panel are the agent's local time (America/New_York), whatever the browser's zone.
const ZONE = 'America/New_York';

/** "14:32" */
export const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false });

/** "Nov 25, 2026, 14:32" */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
