// Phone and mail links derived from the configured contact details (DECISIONS item 11).

/** Digits only, with the US country code 1 in front (10-digit numbers get it added). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits;
  return `1${digits}`;
}

export const telHref = (phone: string) => `tel:+${phoneDigits(phone)}`;
export const smsHref = (phone: string) => `sms:+${phoneDigits(phone)}`;
export const whatsAppHref = (phone: string) => `https://wa.me/${phoneDigits(phone)}`;
export const mailtoHref = (email: string) => `mailto:${email.trim()}`;
