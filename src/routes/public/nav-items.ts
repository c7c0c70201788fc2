/** The main navigation of docs/product.md, "Pages and routes", in order; a missing section means the top of home. */
export const navItems: ReadonlyArray<{ label: string; section?: string }> = [
  { label: 'Home' },
  { label: 'For Sale', section: 'listings' },
  { label: 'Sold', section: 'sold' },
  { label: 'Reviews', section: 'reviews' },
  { label: 'About', section: 'about' },
  { label: 'Results', section: 'results' },
  { label: 'Contact', section: 'contact' },
];
