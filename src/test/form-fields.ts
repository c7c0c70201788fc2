// What a form offers a visitor, for tests comparing a server-rendered placeholder with the live form.

/**
 * The fields a visitor fills in (the hidden anti-spam field aside), as a browser and a screen
 * reader tell them apart: name, label texts, type, required, autofill, hint text and choices.
 */
export function visitorFields(form: HTMLElement) {
  return [...(form as HTMLFormElement).elements].flatMap((element) => {
    const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (!field.name || field.closest('[aria-hidden="true"]')) return [];
    return [
      {
        name: field.name,
        labels: [...(field.labels ?? [])].map((label) => label.textContent),
        type: field.type,
        required: field.required,
        autoComplete: field.getAttribute('autocomplete'),
        placeholder: field.getAttribute('placeholder'),
        choices: field instanceof HTMLSelectElement ? [...field.options].map((o) => [o.value, o.text, o.disabled]) : null,
      },
    ];
  });
}
