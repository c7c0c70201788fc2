// @vitest-environment jsdom
// Link keys in the Site Content tab: the server's message before sending, blank means hidden,
// and a bad link stored before the checks is flagged for correction. The contact e-mail and phone
// show the server's message the same way.
import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFields } from '../../../domain/site-content-fields';
import { ContentFieldEditor } from './content-field';

afterEach(cleanup);

const website = contentFields.find((f) => f.key === 'contact_website')!;
const facebook = contentFields.find((f) => f.key === 'social_facebook')!;
const contactEmail = contentFields.find((f) => f.key === 'contact_email')!;
const contactPhone = contentFields.find((f) => f.key === 'contact_phone')!;

function renderField(props: Partial<Parameters<typeof ContentFieldEditor>[0]> = {}) {
  const handlers = { onChange: vi.fn(), onSave: vi.fn(), onUndo: vi.fn() };
  render(
    <Theme>
      <ContentFieldEditor field={website} groupTitle="Contact section" savedValue="" draft={undefined} saving={false} {...handlers} {...props} />
    </Theme>,
  );
  return handlers;
}

describe('link fields in the Site Content tab', () => {
  it('show the same message as the server before sending, and do not send', () => {
    const { onSave } = renderField({ draft: 'javascript:alert(1)' });
    expect(screen.getByRole('alert')).toHaveTextContent('Website must be a web address starting with https://');
    expect(screen.getByLabelText(/Website/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    const save = screen.getByRole('button', { name: /^Save / });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form')!);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('accept a web address', () => {
    const { onSave } = renderField({ field: facebook, draft: 'https://www.facebook.com/angela.whitfield.homes' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Save / }));
    expect(onSave).toHaveBeenCalledWith('social_facebook');
  });

  it('blank means hidden, with no placeholder to bring back', () => {
    renderField({ field: facebook, savedValue: '' });
    expect(screen.getByText('Empty, so this link is hidden on your website.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start from the built-in text/ })).not.toBeInTheDocument();
  });

  it('flag a bad link stored before the checks existed', () => {
    renderField({ savedValue: 'javascript:alert(1)' });
    expect(screen.getByText('Needs correction')).toBeInTheDocument();
    expect(screen.getByText(/Not shown on your website until corrected: Website must be a web address starting with https:\/\//)).toBeInTheDocument();
  });

  it("show the server's message for a contact e-mail or phone that is no address or number, and do not send", () => {
    const email = renderField({ field: contactEmail, savedValue: 'angela@whitfieldhomegroup.com', draft: 'angela at whitfield' });
    expect(screen.getByRole('alert')).toHaveTextContent('Contact email must be an e-mail address');
    const save = screen.getByRole('button', { name: /^Save / });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form')!);
    expect(email.onSave).not.toHaveBeenCalled();
    cleanup();

    renderField({ field: contactPhone, savedValue: '(410) 555-0187', draft: '555-0187' });
    expect(screen.getByRole('alert')).toHaveTextContent('Contact phone must have at least 10 digits, including the area code');
    expect(screen.getByRole('button', { name: /^Save / })).toBeDisabled();
  });
});
