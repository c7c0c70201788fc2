// One stored review, as the admin's list reads it, for the edit-conflict tests of the review editor.
export const storedReview = {
  id: 't1',
  client: 'Dana Ellison',
  location: 'Silver Spring, MD',
  quote: 'Priced it perfectly.',
  rating: 5,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};
