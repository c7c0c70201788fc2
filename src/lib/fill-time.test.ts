// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillClockStart, typedBeforeCode } from './fill-time';

function serverForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="name" value="">
    <input name="website" type="hidden" value="">
    <textarea name="message">Hello, I am interested in 12 Elm Street.</textarea>
    <select name="subject"><option value="" selected disabled>Select an option</option><option value="buying">Buying</option></select>
    <input type="checkbox" name="consent">
  </form>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('typedBeforeCode', () => {
  it('is false for a form as the server sent it, pre-filled message included', () => {
    expect(typedBeforeCode(serverForm())).toBe(false);
    expect(typedBeforeCode(null)).toBe(false);
  });

  it.each([
    ['a text field', (f: HTMLFormElement) => ((f.elements.namedItem('name') as HTMLInputElement).value = 'Dana')],
    ['the message', (f: HTMLFormElement) => ((f.elements.namedItem('message') as HTMLTextAreaElement).value = 'Changed')],
    ['a choice', (f: HTMLFormElement) => ((f.elements.namedItem('subject') as HTMLSelectElement).value = 'buying')],
    ['a tick', (f: HTMLFormElement) => ((f.elements.namedItem('consent') as HTMLInputElement).checked = true)],
  ])('is true once the visitor changed %s', (_what, change) => {
    const form = serverForm();
    change(form);
    expect(typedBeforeCode(form)).toBe(true);
  });
});

describe('fillClockStart', () => {
  it('counts from the page start for a visitor who typed early, from now otherwise', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    expect(fillClockStart(false)).toBe(Date.parse('2026-11-26T12:00:00Z'));
    expect(fillClockStart(true)).toBe(Math.floor(performance.timeOrigin));
  });
});
