import { describe, expect, it } from 'vitest';
import { mergePhotos, threeWay } from './three-way';

const photo = (n: number, alt = `Photo ${n}`) => ({ url: `/uploads/p${n}.webp`, alt, width: 1200, height: 800 });
const urls = (list: unknown) => (list as { url: string }[]).map((p) => p.url.replace(/\/uploads\/p(\d)\.webp/, '$1')).join(',');

describe('threeWay', () => {
  const base = { price: '460000', description: 'A home.', title: 'Stone Colonial' };

  it('keeps the other save in a field this form left alone, and this form in a field the other left alone', () => {
    const result = threeWay(base, { ...base, description: 'Mine.' }, { ...base, price: '438064' });
    expect(result.merged).toEqual({ price: '438064', description: 'Mine.', title: 'Stone Colonial' });
    expect(result).toMatchObject({ clashes: [], mineOnly: ['description'], theirsOnly: ['price'] });
  });

  it('a field changed in both places to different values is a clash, and this form wins it', () => {
    const result = threeWay(base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' });
    expect(result).toMatchObject({ clashes: ['title'], merged: { title: 'Mine' } });
  });

  it('the same change made in both places is no clash', () => {
    expect(threeWay(base, { ...base, title: 'Same' }, { ...base, title: 'Same' })).toMatchObject({ clashes: [], mineOnly: [], theirsOnly: [] });
  });

  it('without a base, every field that differs is a clash', () => {
    const result = threeWay(null, { ...base, description: 'Mine.' }, { ...base, price: '438064' });
    expect(result.clashes).toEqual(['price', 'description']);
    expect(result.merged).toEqual({ ...base, description: 'Mine.' });
  });

  it('a blank value written differently ("" and null) is no change', () => {
    expect(threeWay({ parking: '' }, { parking: '' }, { parking: null }).theirsOnly).toEqual([]);
  });
});

describe('mergePhotos', () => {
  const base = [photo(1), photo(2), photo(3)];

  it('keeps photos added on both sides, the other order when this form only added at the end', () => {
    const merged = mergePhotos(base, [...base, photo(5)], [photo(2), photo(1), photo(3), photo(4)]);
    expect(urls(merged)).toBe('2,1,3,4,5');
  });

  it("uses this form's order when it moved photos, the other side's additions following", () => {
    const merged = mergePhotos(base, [photo(3), photo(1), photo(2)], [...base, photo(4)]);
    expect(urls(merged)).toBe('3,1,2,4');
  });

  it('a photo removed on either side stays removed', () => {
    expect(urls(mergePhotos(base, [photo(1), photo(3)], [photo(1), photo(2)]))).toBe('1');
  });

  it("takes each photo's alt text from the side that changed it", () => {
    const merged = mergePhotos(base, [photo(1, 'Mine'), photo(2), photo(3)], [photo(1), photo(2, 'Theirs'), photo(3)]);
    expect(merged).toEqual([photo(1, 'Mine'), photo(2, 'Theirs'), photo(3)]);
  });
});
