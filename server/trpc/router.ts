import { router } from './init';
import { adminRouter } from './routers/admin';
import { contactMessagesRouter } from './routers/contact-messages';
import { leadsInboxRouter } from './routers/leads-inbox';
import { propertiesRouter } from './routers/properties';
import { siteContentRouter } from './routers/site-content';
import { soldRecordsRouter } from './routers/sold-records';
import { testimonialsRouter } from './routers/testimonials';
import { uploadsRouter } from './routers/uploads';
import { valuationRequestsRouter } from './routers/valuation-requests';

export const appRouter = router({
  siteContent: siteContentRouter,
  properties: propertiesRouter,
  testimonials: testimonialsRouter,
  soldRecords: soldRecordsRouter,
  contactMessages: contactMessagesRouter,
  valuationRequests: valuationRequestsRouter,
  leads: leadsInboxRouter,
  admin: adminRouter,
  uploads: uploadsRouter,
});

export type AppRouter = typeof appRouter;
