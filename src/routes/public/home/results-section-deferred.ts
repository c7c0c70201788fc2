// The home page's statistics and their chart load when the visitor scrolls near them
// (src/lib/deferred-section.ts), not with the first script. Their CSS is imported here, in the
// order the section itself imports it, so it stays in the first stylesheet.
import { deferredSection } from '../../../lib/deferred-section';
import '../../../components/bar-chart.css';
import './results-section.css';

export const ResultsSection = deferredSection('#results', () => import('./results-section').then((m) => m.ResultsSection));
