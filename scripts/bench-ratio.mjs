// How `npm run bench` turns alternated slices into one app/bare ratio. The slices run bare, app,
// bare, app, ..., bare: every app slice sits between two bare slices. The machine's own speed moves
// in stretches of seconds, so an app slice counts only when the bare slices on either side agree
// within `steady` (the machine held its speed meanwhile); its ratio is to their mean. A slowdown of
// the app alone still counts, since the bare slices around it agree.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `app`: the app's rate in each of its slices; `bare`: the bare server's, one more (before the first
 * app slice and after each). The median ratio of the steady app slices, or of all of them
 * (`allCounted`) when fewer than `minSteady` are steady.
 */
export function sandwichRatio(app, bare, { steady = 0.1, minSteady = 3 } = {}) {
  if (bare.length !== app.length + 1) throw new Error('one more bare slice than app slices is needed');
  const slices = app.map((rate, i) => {
    const [before, after] = [bare[i], bare[i + 1]];
    return { ratio: rate / ((before + after) / 2), steady: Math.abs(before - after) <= steady * Math.max(before, after) };
  });
  const steadySlices = slices.filter((s) => s.steady);
  const allCounted = steadySlices.length < minSteady;
  return { ratio: median((allCounted ? slices : steadySlices).map((s) => s.ratio)), slices, steadyCount: steadySlices.length, allCounted };
}

export { median };
