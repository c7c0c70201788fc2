// What a form offers a visitor, for tests comparing a server-rendered placeholder with the live form.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** The form's named controls, in order. */
const controls = (form: HTMLElement) => [...(form as HTMLFormElement).elements].filter((e): e is Control => !!(e as Control).name);

/**
 * The fields of a form as a browser and a screen reader tell them apart: name, label texts, type,
 * required, autofill, hint text and choices, and whether the field is hidden from screen readers
 * and left out of the tab order (the anti-spam field people never see is, the others are not).
 */
export function visitorFields(form: HTMLElement) {
  return controls(form).map((field) => ({
    name: field.name,
    labels: [...(field.labels ?? [])].map((label) => label.textContent),
    type: field.type,
    required: field.required,
    autoComplete: field.getAttribute('autocomplete'),
    placeholder: field.getAttribute('placeholder'),
    choices: field instanceof HTMLSelectElement ? [...field.options].map((o) => [o.value, o.text, o.disabled]) : null,
    hiddenFromScreenReaders: field.closest('[aria-hidden="true"]') !== null,
    tabIndex: field.tabIndex,
  }));
}

/**
 * Fills in every field of a form as a browser does before any script runs (nothing is told of
 * it): text of its own in each text field, the last choice of each list, every box ticked.
 */
export function fillEveryField(form: HTMLElement) {
  controls(form).forEach((field, i) => {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = true;
    else if (field instanceof HTMLSelectElement) field.value = [...field.options].at(-1)!.value;
    else if (field.type === 'date') field.value = `2031-05-${String(10 + i).padStart(2, '0')}`;
    else if (field.type === 'email') field.value = `${field.name}-${i}@example.com`;
    else field.value = `${field.name} ${i}`;
  });
}

/** Each field's value (a checkbox: whether it is ticked), by name. */
export function fieldValues(form: HTMLElement) {
  return controls(form).map((field) => [field.name, field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value]);
}
