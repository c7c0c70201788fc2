import { Router } from 'express';
import type { Services } from '../trpc/context';
import { body, inputFor, rest } from './handler';
import { contactSubmissionSchema, showingSubmissionSchema, valuationSubmissionSchema } from '../../domain/lead-submission';
import { folderInput, leadRefInput, resendInput, setReadInput } from '../../domain/lead-inbox';

export function leadRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.post(
    '/api/contact/formcarry',
    handle((c, req) => c.contactMessages.create(inputFor(contactSubmissionSchema, body(req))), 201),
  );
  r.get(
    '/api/admin/contact-messages',
    handle((c, req) => c.contactMessages.list(inputFor(folderInput, { folder: req.query.folder }))),
  );
  r.post(
    '/api/valuation-requests',
    handle((c, req) => c.valuationRequests.create(inputFor(valuationSubmissionSchema, body(req))), 201),
  );
  r.get(
    '/api/admin/valuation-requests',
    handle((c, req) => c.valuationRequests.list(inputFor(folderInput, { folder: req.query.folder }))),
  );
  r.post(
    '/api/showing-requests',
    handle((c, req) => c.showingRequests.create(inputFor(showingSubmissionSchema, body(req))), 201),
  );
  r.get(
    '/api/admin/showing-requests',
    handle((c, req) => c.showingRequests.list(inputFor(folderInput, { folder: req.query.folder }))),
  );

  // The inbox over both kinds of lead.
  r.get(
    '/api/admin/leads',
    handle((c, req) => c.leads.list(inputFor(folderInput, { folder: req.query.folder }))),
  );
  r.get(
    '/api/admin/leads/unread-count',
    handle((c) => c.leads.unreadCount()),
  );
  r.get(
    '/api/admin/mail-status',
    handle((c) => c.leads.mailStatus()),
  );
  r.post(
    '/api/admin/leads/mark-all-read',
    handle((c) => c.leads.markAllRead()),
  );
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
  r.get(
    '/api/admin/leads/:kind/:id/emails',
    handle((c, req) => c.leads.emails(inputFor(leadRefInput, { kind: req.params.kind, id: String(req.params.id) }))),
  );
  r.post(
    '/api/admin/leads/:kind/:id/read',
    handle((c, req) => c.leads.setRead(inputFor(setReadInput, { kind: req.params.kind, id: String(req.params.id), read: true }))),
  );
  r.post(
    '/api/admin/leads/:kind/:id/not-spam',
    handle((c, req) => c.leads.notSpam(inputFor(leadRefInput, { kind: req.params.kind, id: String(req.params.id) }))),
  );
  r.post(
    '/api/admin/leads/:kind/:id/unread',
    handle((c, req) => c.leads.setRead(inputFor(setReadInput, { kind: req.params.kind, id: String(req.params.id), read: false }))),
  );
  r.post(
    '/api/admin/leads/:kind/:id/resend',
    handle((c, req) => c.leads.resend(inputFor(resendInput, { ...body(req), kind: req.params.kind, id: String(req.params.id) }))),
  );
  return r;
}
