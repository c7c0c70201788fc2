import { z } from './zod';
import { emailAddress, idSchema, isoDateTime, phoneText, requiredText, singleLineText } from './fields';

export * from './contact-subjects';
import { contactSubjects } from './contact-subjects';

export const contactMessageInputSchema = z.object({
  name: singleLineText('Name', 120),
  email: emailAddress(),
  phone: phoneText('Phone'),
  subject: z.enum(contactSubjects, { error: 'Subject must be one of buying, selling, investing, consultation, other' }),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageSchema = contactMessageInputSchema.extend({
  id: idSchema,
  createdAt: isoDateTime,
  // Messages stored before a phone needed 7 digits stay readable as they were sent.
  phone: singleLineText('Phone', 40),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
