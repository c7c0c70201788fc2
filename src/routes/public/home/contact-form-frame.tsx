// How a contact form field looks: shared by the server-rendered placeholder and the live form,
// so the swap between them changes nothing on screen. No react-hook-form or zod here: this
// module is part of the home page's first render.
import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export const CONSENT_TEXT = 'I consent to having my information stored and used to contact me about my real estate needs.';
export const MESSAGE_PLACEHOLDER = 'Tell me about your plans: the area, your timing and anything else that matters to you.';

/** Every field of the contact form is required: said once, in words, for sighted visitors too (WCAG 3.3.2). */
export function RequiredFieldsNote() {
  return (
    <Text as="p" size="2" className="contact-form__note">
      All fields are required.
    </Text>
  );
}

export function ContactFieldFrame({ id, errorId, label, error, children }: { id: string; errorId?: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="contact-form__field">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      {children}
      {error && (
        <p className="contact-form__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
