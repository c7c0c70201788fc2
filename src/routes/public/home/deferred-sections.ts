// Home page sections that load when the visitor scrolls near them (src/lib/deferred-section.ts),
// not with the first script: none of them reacts to anything before then (their links work as
// plain links, the contact form's button stays disabled until its live form is in). Their CSS is
// imported here, in the order the sections themselves import it, so that it stays in the first
// stylesheet in the same cascade order.
import { deferredSection } from '../../../lib/deferred-section';
import '../../../components/brand.css';
import './about-section.css';
import '../../../components/section-heading.css';
import '../../../components/native-select.css';
import '../../../components/noscript-contact.css';
import './contact-form.css';
import './contact-section.css';
import './cta-band.css';
import './features.css';

export const AboutSection = deferredSection('#about', () => import('./about-section').then((m) => m.AboutSection));
export const ContactSection = deferredSection('#contact', () => import('./contact-section').then((m) => m.ContactSection));
export const CtaBand = deferredSection('#cta-title', () => import('./cta-band').then((m) => m.CtaBand));
export const Features = deferredSection('#features-title', () => import('./features').then((m) => m.Features));
