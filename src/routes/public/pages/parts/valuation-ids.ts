// Shared by the valuation page and its lazily loaded form, without the page importing the form.
export const VALUATION_FORM_TITLE_ID = 'valuation-form-title';
