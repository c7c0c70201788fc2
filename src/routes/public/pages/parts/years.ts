// Years of experience come from the computed statistics (counted from the year licensed, so they
// advance by themselves each year), never from a text a page keeps on its own.
import type { ContentKey } from '../../../../../domain/site-content';
import { useSiteContent } from '../../../../lib/site-content';
import { useStats } from '../../../../lib/stats';

/** The agent's years of experience, or null when unknown (the page then words it without a number). */
export function useYearsExperience(): number | null {
  return useStats().stats?.yearsExperience ?? null;
}

/**
 * A page text may say {years} (the relocation introduction does): "more than 16 years", or "years"
 * while the figure is unknown. The number comes from the statistics, so no stored text repeats it.
 */
export function fillYears(text: string, years: number | null): string {
  return text.replaceAll('{years}', years !== null ? `more than ${years} years` : 'years');
}

/**
 * The texts of a service page, with {years} filled (any service page's texts may say it; the
 * other placeholders are filled by the site content itself).
 */
export function useServicePageText(): (key: ContentKey) => string {
  const { t } = useSiteContent();
  const years = useYearsExperience();
  return (key) => fillYears(t(key), years);
}
