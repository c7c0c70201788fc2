// The footer (links only: they work as plain links until it hydrates) loads when the visitor
// scrolls near it (src/lib/deferred-section.ts), not with every page's first script. Its CSS
// is imported here so that it stays in the first stylesheet.
import { deferredSection } from '../../lib/deferred-section';
import './footer.css';

export const Footer = deferredSection('.site-footer', () => import('./footer').then((m) => m.Footer));
