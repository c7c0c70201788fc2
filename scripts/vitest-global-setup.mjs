// Before any unit test: the generated, git-ignored files the tests read exist. The Radix CSS
// subset (scripts/radix-public-css.mjs) must match the installed Radix Themes; the seed listings'
// photos (scripts/seed-photos.ts) are made on a fresh checkout, which has not been built yet, and
// skipped when they are already there (the build reuses them).
import { execFileSync } from 'node:child_process';
import { writeGenerated } from './radix-public-css.mjs';

export default function setup() {
  writeGenerated({ quiet: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-photos.ts'], { stdio: 'inherit' });
}
