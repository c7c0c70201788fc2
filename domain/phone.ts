// Phone and mail links derived from the configured contact details (docs/product.md, "Phone and e-mail links").

/**
 * Digits with the country code in front, for tel:, sms: and WhatsApp links.
 * A number written with its country code ("+44 20 7946 0958", "0044 ...") keeps it, so a lead
 * from abroad is called abroad; a US number gets the 1 in front (10 digits -> 1XXXXXXXXXX).
 * An extension ("ext. 12", "x12", "#12") is not part of the number.
 */
export function phoneDigits(phone: string): string {
  const number = phone.replace(/\s*(?:ext\.?|extension|x|#).*$/i, '').trim();
  const digits = number.replace(/\D/g, '');
  if (number.startsWith('+')) return digits;
  if (number.startsWith('00') && digits.length > 4) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('1')) return digits;
  // Longer than a US number with its 1: it already carries another country's code.
  if (digits.length > 11) return digits;
  return `1${digits}`;
}

export const telHref = (phone: string) => `tel:+${phoneDigits(phone)}`;
export const smsHref = (phone: string) => `sms:+${phoneDigits(phone)}`;
export const whatsAppHref = (phone: string) => `https://wa.me/${phoneDigits(phone)}`;
export const mailtoHref = (email: string) => `mailto:${email.trim()}`;
