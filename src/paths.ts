// Every href the app links to. Route paths live in domain/routes.ts so the server knows them too.
export { paths, listingPath, homeSections, type HomeSection } from '../domain/routes';

/** A home-page section link, e.g. sectionHref('contact') -> "/#contact". */
export const sectionHref = (section: string) => `/#${section}`;
