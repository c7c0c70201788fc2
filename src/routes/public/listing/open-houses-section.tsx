import { Heading } from '@radix-ui/themes';
import { formatOpenHouseWhen, upcomingOpenHouses, type OpenHouse } from '../../../../domain/open-house';
import { listingPath } from '../../../../domain/routes';
import { useNow } from '../../../lib/render-clock';

const openHouseCalendarHref = (id: string) => `${listingPath(id)}/open-house.ics`;

/** Upcoming open houses (past ones drop out as the clock moves) and an "Add to calendar" file. */
export function OpenHousesSection({ listingId, openHouses }: { listingId: string; openHouses?: readonly OpenHouse[] | null }) {
  const now = useNow();
  const upcoming = upcomingOpenHouses(openHouses, now);
  if (upcoming.length === 0) return null;
  return (
    <section className="listing-page__block listing-open-houses" aria-labelledby="listing-open-houses">
      <Heading as="h2" id="listing-open-houses" className="listing-page__h2">
        Open Houses
      </Heading>
      <ul className="listing-open-houses__list">
        {upcoming.map((o) => (
          <li key={o.start}>
            <time dateTime={o.start}>{formatOpenHouseWhen(o)}</time>
          </li>
        ))}
      </ul>
      <p className="listing-open-houses__note">Times are Eastern (New York).</p>
      <a className="listing-open-houses__calendar" href={openHouseCalendarHref(listingId)} download>
        Add to calendar<span className="sr-only"> (calendar file with {upcoming.length === 1 ? 'this open house' : 'these open houses'})</span>
      </a>
    </section>
  );
}
