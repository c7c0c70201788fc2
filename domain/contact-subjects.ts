// Contact form subjects and their labels (no zod: the home page's contact form uses them).
export const contactSubjects = ['buying', 'selling', 'investing', 'consultation', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];
export const contactSubjectLabels: Record<ContactSubject, string> = {
  buying: 'Buying a home',
  selling: 'Selling a home',
  investing: 'Investment properties',
  consultation: 'Schedule a consultation',
  other: 'Other',
};
