// @vitest-environment jsdom
import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_VALUE_MAX } from '../../../domain/site-content';
import { contentFields, type ContentField } from '../../../domain/site-content-fields';
import { contentUpdateSchema } from '../../../domain/site-content-schema';
import { ContentFieldEditor } from './content-field';

afterEach(cleanup);

const field: ContentField = { key: 'hero_title', label: 'Headline', default: 'Your Trusted Real Estate Partner' };
const multiline: ContentField = { key: 'hero_subtitle', label: 'Subtitle', default: 'Built-in subtitle', multiline: true };

function renderField(props: Partial<Parameters<typeof ContentFieldEditor>[0]> = {}) {
  const handlers = { onChange: vi.fn(), onSave: vi.fn(), onUndo: vi.fn() };
  render(
    <Theme>
      <ContentFieldEditor field={field} groupTitle="Hero" savedValue="" draft={undefined} saving={false} {...handlers} {...props} />
    </Theme>,
  );
  return handlers;
}

describe('ContentFieldEditor', () => {
  it('does not claim a saved value is on the website when another text keeps it off', () => {
    renderField({
      savedValue: '4.9 rating | 120 reviews',
      notShown: 'a stated rating is shown only with the link to the review profile it comes from',
    });
    expect(screen.getByText('Needs correction')).toBeInTheDocument();
    expect(screen.queryByText(/On your website now/)).not.toBeInTheDocument();
    expect(screen.getByText(/Not shown on your website until corrected: a stated rating is shown only with the link/)).toBeInTheDocument();
  });

  it('is Empty for a blank or whitespace value and says visitors see the built-in text', () => {
    renderField({ savedValue: '   ' });
    expect(screen.getByText('Empty')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.getByText(/visitors see the built-in text: “Your Trusted Real Estate Partner”/)).toBeInTheDocument();
  });

  it.each(['license_2', 'brokerage_phone', 'office_address', 'footer_associations', 'footer_license_numbers'])(
    '%s: empty says it is hidden on the website, and offers no built-in text (the seed agent’s own)',
    (key) => {
      const optional = contentFields.find((f) => f.key === key)!;
      renderField({ field: optional, savedValue: '' });
      expect(screen.getByText('Empty')).toBeInTheDocument();
      expect(screen.getByText('Empty, so this is hidden on your website.')).toBeInTheDocument();
      expect(screen.queryByText(/built-in text/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Start from the built-in text/ })).not.toBeInTheDocument();
    },
  );

  it('is Active with a value and previews the first 100 characters then an ellipsis', () => {
    const long = 'A'.repeat(95) + 'BCDEFGHIJ';
    renderField({ savedValue: long });
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(`On your website now: “${'A'.repeat(95)}BCDEF...”`)).toBeInTheDocument();
  });

  it('labels the editor with its section and uses a text area for multi-line fields', () => {
    renderField({ field: multiline, savedValue: 'Hello' });
    const editor = screen.getByLabelText('Hero: Subtitle');
    expect(editor.tagName).toBe('TEXTAREA');
    expect(editor).toHaveValue('Hello');
  });

  it('enables Save only when the text changed, and saves that field', () => {
    const { onSave, onChange } = renderField({ savedValue: 'Old headline' });
    const save = screen.getByRole('button', { name: 'Save Hero: Headline' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Hero: Headline'), { target: { value: 'New headline' } });
    expect(onChange).toHaveBeenCalledWith('hero_title', 'New headline');
    cleanup();

    const second = renderField({ savedValue: 'Old headline', draft: 'New headline' });
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    const enabled = screen.getByRole('button', { name: 'Save Hero: Headline' });
    expect(enabled).toBeEnabled();
    fireEvent.click(enabled);
    expect(second.onSave).toHaveBeenCalledWith('hero_title');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers to undo an edit and to start an empty field from the built-in text', () => {
    const { onUndo, onChange } = renderField({ savedValue: 'Saved', draft: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes to Hero: Headline' }));
    expect(onUndo).toHaveBeenCalledWith('hero_title');
    fireEvent.click(screen.getByRole('button', { name: /Start from the built-in text/ }));
    expect(onChange).toHaveBeenCalledWith('hero_title', 'Your Trusted Real Estate Partner');
  });

  it('keeps a pasted text over the limit whole, says so with the server’s message and does not save it', () => {
    const pasted = `${'Our story. '.repeat(481)}THE IMPORTANT LAST SENTENCE.`;
    expect(pasted.length).toBeGreaterThan(CONTENT_VALUE_MAX);
    // The message the server gives for the same text, not one of this form's own.
    const refused = contentUpdateSchema.safeParse({ key: multiline.key, value: pasted });
    expect(refused.success).toBe(false);
    const message = refused.error!.issues[0]!.message;

    const { onChange } = renderField({ field: multiline, savedValue: 'Hello' });
    const editor = screen.getByLabelText('Hero: Subtitle');
    // A browser cuts a paste at maxlength, silently dropping its end.
    expect(editor).not.toHaveAttribute('maxlength');
    fireEvent.change(editor, { target: { value: pasted } });
    expect(onChange).toHaveBeenCalledWith('hero_subtitle', pasted);
    cleanup();

    const { onSave } = renderField({ field: multiline, savedValue: 'Hello', draft: pasted });
    expect(screen.getByLabelText('Hero: Subtitle')).toHaveValue(pasted);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Hero: Subtitle')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(`${pasted.length.toLocaleString('en-US')} of 5,000 characters`)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Hero: Subtitle' });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form')!);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts the characters near the limit and saves a text of exactly the limit', () => {
    const { onSave } = renderField({ field: multiline, savedValue: 'Hello', draft: 'x'.repeat(CONTENT_VALUE_MAX) });
    expect(screen.getByText('5,000 of 5,000 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero: Subtitle' }));
    expect(onSave).toHaveBeenCalledWith('hero_subtitle');
  });
});
