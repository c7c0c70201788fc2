import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, rest } from './handler';

export function leadRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.post('/api/contact/formcarry', handle((c, req) => c.contactMessages.create(body(req) as never), 201));
  r.get('/api/admin/contact-messages', handle((c) => c.contactMessages.list()));
  r.post('/api/valuation-requests', handle((c, req) => c.valuationRequests.create(body(req) as never), 201));
  r.get('/api/admin/valuation-requests', handle((c) => c.valuationRequests.list()));

  // The inbox over both kinds of lead.
  r.get('/api/admin/leads', handle((c) => c.leads.list()));
  r.get('/api/admin/leads/unread-count', handle((c) => c.leads.unreadCount()));
  r.get('/api/admin/mail-status', handle((c) => c.leads.mailStatus()));
  r.post('/api/admin/leads/mark-all-read', handle((c) => c.leads.markAllRead()));
  r.get(
    '/api/admin/leads.csv',
    handle(async (c, _req, res) => {
      const { filename, csv } = await c.leads.exportCsv();
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.send(csv);
    }),
  );
  r.get('/api/admin/leads/:kind/:id/emails', handle((c, req) => c.leads.emails({ kind: req.params.kind as never, id: String(req.params.id) })));
  r.post('/api/admin/leads/:kind/:id/read', handle((c, req) => c.leads.setRead({ kind: req.params.kind as never, id: String(req.params.id), read: true })));
  r.post('/api/admin/leads/:kind/:id/unread', handle((c, req) => c.leads.setRead({ kind: req.params.kind as never, id: String(req.params.id), read: false })));
  r.post(
    '/api/admin/leads/:kind/:id/resend',
    handle((c, req) => c.leads.resend({ ...body(req), kind: req.params.kind as never, id: String(req.params.id) } as never)),
  );
  return r;
}
