import { nextOpenHouse, openHouseLabel, type OpenHouse } from '../../domain/open-house';
import { useNow } from '../lib/render-clock';
import './open-house-note.css';

/** "Open Sat, Mar 14, 1:00-3:00 PM" for the next open house that has not ended; nothing otherwise. */
export function OpenHouseNote({ openHouses, className = '' }: { openHouses?: readonly OpenHouse[] | null; className?: string }) {
  const now = useNow();
  const next = nextOpenHouse(openHouses, now);
  if (!next) return null;
  return (
    <p className={`open-house-note ${className}`}>
      <time dateTime={next.start}>{openHouseLabel(next)}</time>
    </p>
  );
}
