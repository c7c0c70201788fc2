// Times in the panel are the agent's local time (America/New_York), whatever the browser's zone,
// written one way everywhere (the inbox and backups use the same format).
import { formatDateTime } from '../../../../domain/format';

/** "Nov 27, 2026, 3:31 AM EST" */
export const dateTime = formatDateTime;
