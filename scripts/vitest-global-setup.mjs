// Before any unit test: the generated, git-ignored CSS (scripts/radix-public-css.mjs) exists and
// matches the installed Radix Themes.
import { writeGenerated } from './radix-public-css.mjs';

export default function setup() {
  writeGenerated({ quiet: true });
}
