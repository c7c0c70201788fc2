// The two e-mails each lead produces: the agent's notification (every field, reply goes to the
// visitor) and the visitor's confirmation (in the agent's name). Plain text plus simple HTML,
// no images, no tracking. Every piece of text that came from a visitor or from site content is
// HTML-escaped in the HTML part; headers are built by mailer.ts from address objects.
import { contactSubjectLabels, type ContactSubject } from '../../domain/contact-message';
import { formatDateTime } from '../../domain/format';
import { mailtoHref, telHref } from '../../domain/phone';
import { leadTelHref } from '../../domain/typed-phone';
import { contentValue, type SiteContent } from '../../domain/site-content';
import type { StoredContactMessage, StoredShowingRequest, StoredValuationRequest } from '../store/schema';
import { formatShowingWindow } from '../../domain/showing-window';
import { listingPath } from '../../domain/routes';
import { valuationFieldLabels } from '../../domain/valuation-request';
import { headerText, isEmailAddress } from './address';

export type Lead =
  | { kind: 'contact'; lead: StoredContactMessage }
  | { kind: 'valuation'; lead: StoredValuationRequest }
  | { kind: 'showing'; lead: StoredShowingRequest };
export type RenderedMail = { subject: string; text: string; html: string };

export type AgentIdentity = {
  name: string;
  title: string;
  brokerage: string;
  phone: string;
  email: string;
  licenses: string[];
};

/** The agent as Site Content names them (stored value or built-in default). */
function agentIdentity(content: SiteContent): AgentIdentity {
  const v = (key: string) => contentValue(content, key).trim();
  return {
    name: v('agent_name'),
    title: v('agent_title'),
    brokerage: v('brokerage_name'),
    phone: v('contact_phone'),
    email: v('contact_email'),
    licenses: [v('license_1'), v('license_2')].filter(Boolean),
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Escaped, with line breaks kept. */
const htmlLines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n');

export function subjectLabel(subject: string): string {
  return contactSubjectLabels[subject as ContactSubject] ?? subject;
}

type Field = { label: string; value: string; href?: string; multiline?: boolean };

/** Every submitted field, in the order of the form. */
function leadFields(lead: Lead, options: { siteUrl?: string | null } = {}): Field[] {
  if (lead.kind === 'showing') {
    const r = lead.lead;
    const page = options.siteUrl ? `${options.siteUrl}${listingPath(r.propertyId)}` : listingPath(r.propertyId);
    return [
      { label: 'Listing', value: r.propertyTitle },
      { label: 'Address', value: r.propertyAddress },
      { label: 'Listing page', value: page, ...(options.siteUrl ? { href: page } : {}) },
      { label: 'Name', value: r.name },
      { label: 'Email', value: r.email, href: mailtoHref(r.email) },
      { label: 'Phone', value: r.phone, href: leadTelHref(r.phone) },
      { label: 'Preferred times', value: r.preferredTimes.map(formatShowingWindow).join('\n'), multiline: true },
      { label: 'Message', value: r.message?.trim() ? r.message : '(none)', multiline: true },
    ];
  }
  if (lead.kind === 'contact') {
    const m = lead.lead;
    return [
      { label: 'Name', value: m.name },
      { label: 'Email', value: m.email, href: mailtoHref(m.email) },
      { label: 'Phone', value: m.phone, href: leadTelHref(m.phone) },
      { label: 'Subject', value: subjectLabel(m.subject) },
      { label: 'Message', value: m.message, multiline: true },
    ];
  }
  const r = lead.lead;
  return [
    { label: 'Name', value: r.name },
    { label: 'Email', value: r.email, href: mailtoHref(r.email) },
    { label: 'Phone', value: r.phone, href: leadTelHref(r.phone) },
    ...valuationFieldLabels.map(([key, label]) => ({ label, value: r[key] })),
    { label: 'Notes', value: r.notes?.trim() ? r.notes : '(none)', multiline: true },
  ];
}

const shell = (body: string) =>
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f6f7f9;">
<div style="max-width:600px;margin:0 auto;padding:24px 20px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c2024;background:#ffffff;">
${body}
</div>
</body>
</html>
`;

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#3a4bc4;">${escapeHtml(label)}</a>`;

// ---------------------------------------------------------------------------------------------
// The agent's notification

export function renderAgentNotification(lead: Lead, options: { siteUrl?: string | null } = {}): RenderedMail {
  const { name } = lead.lead;
  const received = formatDateTime(lead.lead.createdAt);
  const heading = lead.kind === 'contact' ? 'New contact message' : lead.kind === 'showing' ? 'New showing request' : 'New home valuation request';
  const about =
    lead.kind === 'contact'
      ? subjectLabel(lead.lead.subject)
      : lead.kind === 'showing'
        ? lead.lead.propertyAddress
        : [lead.lead.address, lead.lead.city, lead.lead.state].filter(Boolean).join(', ');
  const subject = headerText(`${heading} from ${name}: ${about}`, 200);
  const fields = leadFields(lead, options);
  const adminUrl = options.siteUrl ? `${options.siteUrl}/admin` : null;
  const reference = `${lead.kind}/${lead.lead.id}`;

  const textLines = [`${heading} from your website`, `Received ${received}`, ''];
  for (const f of fields) {
    if (f.multiline) textLines.push('', `${f.label}:`, f.value);
    else textLines.push(`${f.label}: ${f.value}`);
  }
  textLines.push(
    '',
    '--',
    `Reply to this e-mail to answer ${headerText(name, 120)} directly.`,
    ...(adminUrl ? [`All leads: ${adminUrl}`] : []),
    `Lead reference: ${reference}`,
  );

  const rows = fields
    .map((f) => {
      const value = f.href ? link(f.href, f.value) : htmlLines(f.value);
      return `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;white-space:nowrap;color:#60646c;font-weight:normal;">${escapeHtml(f.label)}</th><td style="padding:6px 0;vertical-align:top;">${value}</td></tr>`;
    })
    .join('\n');
  const html = shell(`<h1 style="font-size:20px;margin:0 0 4px;">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;color:#60646c;">Received ${escapeHtml(received)}</p>
<table role="presentation" style="border-collapse:collapse;width:100%;">
${rows}
</table>
<p style="margin:24px 0 0;font-size:13px;color:#60646c;">Reply to this e-mail to answer ${escapeHtml(headerText(name, 120))} directly.${
    adminUrl ? `<br>\nAll leads: ${link(adminUrl, adminUrl)}` : ''
  }<br>\nLead reference: ${escapeHtml(reference)}</p>`);

  return { subject, text: `${textLines.join('\n')}\n`, html };
}

// ---------------------------------------------------------------------------------------------
// The visitor's confirmation

/**
 * The visitor's own name, but only when it reads like a name. The confirmation goes to whatever
 * address was typed, so it must not carry a stranger's links or advertising to someone else's
 * inbox: the message itself, the notes and the address are never echoed, and a "name" holding a
 * web address or markup is replaced by a plain greeting.
 */
export function greetingName(name: string): string | null {
  const clean = headerText(name, 80);
  if (!clean || clean.length > 60) return null;
  if (/[<>@:/\\[\]{}|=_*#$%^~`"]|www\.|\.[a-z]{2,}\b/i.test(clean)) return null;
  return clean;
}

const contactTopics: Record<ContactSubject, string> = {
  buying: 'buying a home',
  selling: 'selling your home',
  investing: 'investment properties',
  consultation: 'scheduling a consultation',
  other: 'your real estate plans',
};

export function renderVisitorConfirmation(lead: Lead, content: SiteContent): RenderedMail {
  const agent = agentIdentity(content);
  // The one reply-time promise the whole site makes (site content key response_time).
  const within = contentValue(content, 'response_time').trim() || 'within 24 hours';
  const who = greetingName(lead.lead.name);
  const greeting = who ? `Hello ${who},` : 'Hello,';
  const paragraphs: string[] =
    lead.kind === 'showing'
      ? [
          // The listing is the agent's own (title and address from the data file), so it may be echoed.
          `Thank you for asking to see ${lead.lead.propertyAddress}. I have your preferred times and will confirm a showing with you, by phone or e-mail, ${within}.`,
          'If none of the times you chose works out, I will suggest others that are close to them.',
        ]
      : lead.kind === 'contact'
        ? [
            `Thank you for getting in touch about ${contactTopics[lead.lead.subject] ?? contactTopics.other}. Your message has reached me and I will read it personally.`,
            `You can expect a reply from me ${within}, by phone or e-mail, using the details you gave.`,
          ]
        : [
            'Thank you for requesting a home valuation. I have received the details of your property and will prepare a comparative market analysis based on recent sales of similar homes nearby, current market trends and the features of your home.',
            `You will receive your valuation ${within}. If I need anything more about the property, I will contact you using the details you gave.`,
          ];
  if (agent.phone) paragraphs.push(`If your question cannot wait, call or text me at ${agent.phone}.`);
  const subject =
    lead.kind === 'contact'
      ? 'Thank you for your message'
      : lead.kind === 'showing'
        ? headerText(`Your showing request for ${lead.lead.propertyAddress}`, 200)
        : 'Thank you for your home valuation request';
  const titleLine = [agent.title, agent.brokerage].filter(Boolean).join(', ');
  const contactLine = [agent.phone, isEmailAddress(agent.email) ? agent.email : ''].filter(Boolean).join(' | ');
  const footer =
    'You received this e-mail because this address was entered in a form on my website. If you did not send it, no action is needed and you will not hear from me again.';

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    'Warm regards,',
    '',
    agent.name,
    ...(titleLine ? [titleLine] : []),
    ...(contactLine ? [contactLine] : []),
    ...agent.licenses,
    '',
    '--',
    footer,
    '',
  ].join('\n');

  const agentMailto = isEmailAddress(agent.email) ? mailtoHref(agent.email) : undefined;
  const contactHtml = [agent.phone ? link(telHref(agent.phone), agent.phone) : '', agentMailto ? link(agentMailto, agent.email) : '']
    .filter(Boolean)
    .join(' | ');
  const html = shell(`<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px;">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:0 0 4px;">Warm regards,</p>
<p style="margin:0 0 24px;"><strong>${escapeHtml(agent.name)}</strong>${titleLine ? `<br>\n${escapeHtml(titleLine)}` : ''}${
    contactHtml ? `<br>\n${contactHtml}` : ''
  }${agent.licenses.map((l) => `<br>\n<span style="font-size:13px;color:#60646c;">${escapeHtml(l)}</span>`).join('')}</p>
<p style="margin:0;font-size:12px;color:#60646c;">${escapeHtml(footer)}</p>`);

  return { subject, text, html };
}
