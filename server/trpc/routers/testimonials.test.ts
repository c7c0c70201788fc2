import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, callError, createTestServices, publicCaller, testimonialBody, type TestServices } from '../../test/harness';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const admin = () => adminCaller(services);
const visitor = () => publicCaller(services);

describe('testimonials', () => {
  it('an update that leaves the rating out keeps the stored rating, not the default', async () => {
    const created = await admin().testimonials.create(testimonialBody({ rating: 4.5 }));
    const { rating: _omit, ...body } = testimonialBody({ quote: 'Still a great experience.' });
    const updated = await admin().testimonials.update({ id: created.id, data: body });
    expect(updated).toMatchObject({ rating: 4.5, quote: 'Still a great experience.' });
  });

  it('lists the stored testimonials to visitors with numeric ratings', async () => {
    const list = await visitor().testimonials.list();
    expect(list).toHaveLength(services.store.read().testimonials.length);
    for (const t of list) expect(typeof t.rating).toBe('number');
  });

  it('creates with rating "4.5" as text, stored as the number 4.5', async () => {
    const created = await admin().testimonials.create(testimonialBody({ rating: '4.5' }));
    expect(created).toMatchObject({ client: 'Marcus and Dana Ellison', rating: 4.5 });
    expect((await visitor().testimonials.list()).find((t) => t.id === created.id)?.rating).toBe(4.5);
  });

  it('defaults the rating to 5', async () => {
    const { rating: _omit, ...body } = testimonialBody();
    expect((await admin().testimonials.create(body)).rating).toBe(5);
  });

  it('names the missing fields', async () => {
    const { code, message } = await callError(admin().testimonials.create({} as never));
    expect(code).toBe('BAD_REQUEST');
    for (const text of ['Client is required', 'Location is required', 'Quote is required']) expect(message).toContain(text);
  });

  it.each([
    ['2.5', 'Rating must be between 3 and 5'],
    ['5.5', 'Rating must be between 3 and 5'],
    ['4.25', 'Rating must be in steps of 0.5'],
    ['great', 'Rating must be a number'],
  ])('refuses rating %s', async (rating, text) => {
    expect(await callError(admin().testimonials.create(testimonialBody({ rating })))).toEqual({ code: 'BAD_REQUEST', message: text });
  });

  it('updates and removes, NOT_FOUND for unknown ids, UNAUTHORIZED for visitors', async () => {
    const created = await admin().testimonials.create(testimonialBody());
    const updated = await admin().testimonials.update({
      id: created.id,
      data: testimonialBody({ rating: '3.5', quote: 'Calm, precise and honest.' }),
    });
    expect(updated).toMatchObject({ id: created.id, rating: 3.5, quote: 'Calm, precise and honest.' });
    expect(await callError(admin().testimonials.update({ id: 'nope', data: testimonialBody() }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Testimonial not found',
    });
    expect((await callError(visitor().testimonials.create(testimonialBody()))).code).toBe('UNAUTHORIZED');
    expect((await callError(visitor().testimonials.update({ id: created.id, data: testimonialBody() }))).code).toBe('UNAUTHORIZED');
    expect((await callError(visitor().testimonials.remove({ id: created.id }))).code).toBe('UNAUTHORIZED');
    await admin().testimonials.remove({ id: created.id });
    expect((await visitor().testimonials.list()).some((t) => t.id === created.id)).toBe(false);
    expect((await callError(admin().testimonials.remove({ id: created.id }))).code).toBe('NOT_FOUND');
  });
});
