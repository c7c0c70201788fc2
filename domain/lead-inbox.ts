// The admin inbox's vocabulary and inputs: which lead, which e-mail, and how to word their states.
import { z } from './zod';
import { idSchema } from './fields';

export const leadKinds = ['contact', 'valuation', 'showing'] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindLabels: Record<LeadKind, string> = { contact: 'Contact message', valuation: 'Valuation request', showing: 'Showing request' };

export const emailKinds = ['agent-notification', 'visitor-confirmation'] as const;
export type EmailKind = (typeof emailKinds)[number];
export const emailKindLabels: Record<EmailKind, string> = {
  'agent-notification': 'Notification to you',
  'visitor-confirmation': 'Confirmation to the visitor',
};

export const emailStatuses = ['pending', 'sending', 'retrying', 'sent', 'failed'] as const;
export type EmailStatusValue = (typeof emailStatuses)[number];

/** One e-mail of a lead as the inbox API returns it, and as the admin panel shows it. */
export type LeadEmail = {
  id: string;
  email: EmailKind;
  to: string;
  status: EmailStatusValue;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  updatedAt: string;
};

const leadKindSchema = z.enum(leadKinds, { error: 'kind must be contact, valuation or showing' });

export const leadRefInput = z.object({ kind: leadKindSchema, id: idSchema });

export const setReadInput = leadRefInput.extend({ read: z.boolean({ error: 'read must be true or false' }).default(true) });

export const resendInput = leadRefInput.extend({
  email: z.enum(emailKinds, { error: 'email must be agent-notification or visitor-confirmation' }).default('agent-notification'),
});

/** Which folder an admin list shows: the inbox (default) or the Spam folder. */
const leadFolders = ['inbox', 'spam'] as const;
export type LeadFolder = (typeof leadFolders)[number];
export const folderInput = z.object({ folder: z.enum(leadFolders, { error: 'folder must be inbox or spam' }).default('inbox') }).optional();
