import { router } from './init';
import { adminRouter } from './routers/admin';
import { auditRouter } from './routers/audit';
import { revisionsRouter } from './routers/revisions';
import { sessionsRouter } from './routers/sessions';
import { twoFactorRouter } from './routers/two-factor';
import { backupRouter } from './routers/backup';
import { contactMessagesRouter } from './routers/contact-messages';
import { insightsRouter } from './routers/insights';
import { leadsInboxRouter } from './routers/leads-inbox';
import { propertiesRouter } from './routers/properties';
import { siteContentRouter } from './routers/site-content';
import { soldRecordsRouter } from './routers/sold-records';
import { statsRouter } from './routers/stats';
import { testimonialsRouter } from './routers/testimonials';
import { uploadsRouter } from './routers/uploads';
import { valuationRequestsRouter } from './routers/valuation-requests';
import { showingRequestsRouter } from './routers/showing-requests';

export const appRouter = router({
  siteContent: siteContentRouter,
  properties: propertiesRouter,
  testimonials: testimonialsRouter,
  soldRecords: soldRecordsRouter,
  stats: statsRouter,
  insights: insightsRouter,
  contactMessages: contactMessagesRouter,
  valuationRequests: valuationRequestsRouter,
  showingRequests: showingRequestsRouter,
  leads: leadsInboxRouter,
  admin: adminRouter,
  twoFactor: twoFactorRouter,
  sessions: sessionsRouter,
  revisions: revisionsRouter,
  audit: auditRouter,
  backup: backupRouter,
  uploads: uploadsRouter,
});

export type AppRouter = typeof appRouter;
