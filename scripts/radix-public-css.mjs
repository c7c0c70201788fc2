// Splits Radix Themes' components.css (31.5 KB gzip, every component) in two generated files:
//   src/styles/generated/radix-public.css  the rules of the components the public pages use (render-blocking
//                                on every public page, imported by src/theme.css);
//   src/styles/generated/radix-admin.css   everything else, loaded with the admin panel (src/styles/admin-radix.css).
// Together they are exactly components.css: each rule and custom property lands in one of the two.
//
// node scripts/radix-public-css.mjs          regenerate (writes only what changed; scripts/build.mjs runs it)
// node scripts/radix-public-css.mjs --check  exit 1 if the generated files are stale
//
// A public page that starts using another Radix component needs it added to PUBLIC_COMPONENTS;
// src/styles/radix-public.test.tsx fails until it is.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Radix Themes components used by public pages -> the `.rt-<Name>` classes their rules are keyed on. */
export const PUBLIC_COMPONENTS = {
  Theme: [], // .radix-themes and the .rt-reset rules carry no component class and are always kept
  Text: ['Text'],
  Heading: ['Heading'],
  Button: ['BaseButton', 'Button', 'Spinner', 'SpinnerLeaf'], // Spinner: Button's `loading` state
  Badge: ['Badge'],
  Skeleton: ['Skeleton'],
  TextField: ['TextFieldRoot', 'TextFieldInput', 'TextFieldSlot'],
  TextArea: ['TextAreaRoot', 'TextAreaInput'],
  Progress: ['ProgressRoot', 'ProgressIndicator'],
};

// Generated, git-ignored: written by the build, before unit tests (scripts/vitest-global-setup.mjs)
// and before `npm run dev`, so a Radix upgrade can never leave a stale copy.
export const PUBLIC_FILE = 'src/styles/generated/radix-public.css';
export const ADMIN_FILE = 'src/styles/generated/radix-admin.css';

export function componentsCssPath() {
  return require.resolve('@radix-ui/themes/components.css');
}

function radixVersion() {
  return JSON.parse(readFileSync(path.join(path.dirname(componentsCssPath()), 'package.json'), 'utf8')).version;
}

const COMPONENT_CLASS = /\.rt-([A-Z][A-Za-z]*)/g;
const VAR_USE = /var\(\s*(--[\w-]+)/g;

/** Component classes (without the `rt-` prefix) a selector is keyed on. */
export function componentClassesOf(selector) {
  return [...selector.matchAll(COMPONENT_CLASS)].map((m) => m[1]);
}

const insideKeyframes = (node) => {
  for (let p = node.parent; p; p = p.parent) if (p.type === 'atrule' && /keyframes$/i.test(p.name)) return true;
  return false;
};

/**
 * Splits components.css. A selector is public when every component class in it belongs to a public
 * component (selectors with none, like .rt-reset and .radix-themes, are public). In rules without
 * component classes, custom properties that no public rule reads move to the admin part, and so do
 * keyframes no public rule animates with.
 */
export function splitComponentsCss(css, components = PUBLIC_COMPONENTS) {
  const allowed = new Set(Object.values(components).flat());
  const isPublicSelector = (s) => componentClassesOf(s).every((c) => allowed.has(c));

  const pub = postcss.parse(css);
  const adm = postcss.parse(css);
  // The two trees are parsed from the same text, so nodes pair up by walk order.
  const pubRules = [];
  const admRules = [];
  pub.walkRules((r) => {
    if (!insideKeyframes(r)) pubRules.push(r);
  });
  adm.walkRules((r) => {
    if (!insideKeyframes(r)) admRules.push(r);
  });

  // Rules whose selectors are all public and carry no component class (.rt-reset, .radix-themes...):
  // their unread custom properties are moved to the admin part below.
  const genericRules = [];
  pubRules.forEach((rule, i) => {
    const other = admRules[i];
    const keep = rule.selectors.filter(isPublicSelector);
    const rest = rule.selectors.filter((s) => !isPublicSelector(s));
    if (keep.length === 0) rule.remove();
    else if (rest.length > 0) {
      rule.selectors = keep;
      other.selectors = rest;
    } else if (keep.every((s) => componentClassesOf(s).length === 0)) genericRules.push([rule, other]);
    else other.remove();
  });

  // Custom properties declared by generic rules: public only if a public rule reads them.
  const used = new Set();
  const collect = (text) => {
    for (const m of text.matchAll(VAR_USE)) used.add(m[1]);
  };
  const genericRuleSet = new Set(genericRules.map(([r]) => r));
  pub.walkDecls((d) => {
    const rule = d.parent;
    if (!d.prop.startsWith('--') || !genericRuleSet.has(rule)) collect(d.value);
  });
  for (let grew = true; grew;) {
    grew = false;
    for (const [rule] of genericRules) {
      rule.each((d) => {
        if (d.type === 'decl' && d.prop.startsWith('--') && used.has(d.prop)) {
          const before = used.size;
          collect(d.value);
          if (used.size > before) grew = true;
        }
      });
    }
  }
  for (const [rule, other] of genericRules) {
    rule.each((d) => {
      if (d.type === 'decl' && d.prop.startsWith('--') && !used.has(d.prop)) d.remove();
    });
    other.each((d) => {
      if (d.type === 'decl' && !(d.prop.startsWith('--') && !used.has(d.prop))) d.remove();
    });
    if (!other.nodes.some((n) => n.type === 'decl')) other.remove();
    if (!rule.nodes.some((n) => n.type === 'decl')) rule.remove();
  }

  // Keyframes: public when a public declaration animates with them.
  const animations = new Set();
  pub.walkDecls(/^animation(-name)?$/, (d) => {
    for (const word of d.value.split(/[\s,]+/)) animations.add(word);
  });
  const pubFrames = [];
  const admFrames = [];
  pub.walkAtRules(/keyframes$/i, (a) => pubFrames.push(a));
  adm.walkAtRules(/keyframes$/i, (a) => admFrames.push(a));
  pubFrames.forEach((frames, i) => {
    if (animations.has(frames.params)) admFrames[i].remove();
    else frames.remove();
  });

  for (const tree of [pub, adm]) {
    let removed = true;
    while (removed) {
      removed = false;
      tree.walkAtRules((a) => {
        if (a.nodes && a.nodes.length === 0) {
          a.remove();
          removed = true;
        }
      });
    }
    tree.walkComments((c) => c.remove());
  }
  return { publicCss: pub.toString().trim(), adminCss: adm.toString().trim() };
}

function banner(what) {
  return [
    `/* GENERATED by scripts/radix-public-css.mjs from @radix-ui/themes ${radixVersion()} components.css: do not edit.`,
    `   ${what} */`,
    '',
  ].join('\n');
}

/** The two files' expected contents. */
export function generate() {
  const { publicCss, adminCss } = splitComponentsCss(readFileSync(componentsCssPath(), 'utf8'));
  const names = Object.keys(PUBLIC_COMPONENTS).join(', ');
  return {
    [PUBLIC_FILE]: `${banner(`The rules of the components public pages use (${names}); src/theme.css imports it.`)}${publicCss}\n`,
    [ADMIN_FILE]: `${banner('Every other rule of components.css; only the admin panel loads it (src/styles/admin-radix.css).')}${adminCss}\n`,
  };
}

/** Writes the files that differ from what the generator makes now; returns how many were stale. */
export function writeGenerated({ check = false, quiet = false } = {}) {
  let stale = 0;
  for (const [file, content] of Object.entries(generate())) {
    const full = path.join(root, file);
    let current = null;
    try {
      current = readFileSync(full, 'utf8');
    } catch {
      current = null;
    }
    if (current === content) continue;
    stale += 1;
    if (check) console.error(`${file} is stale: run node scripts/radix-public-css.mjs`);
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
      if (!quiet) console.log(`wrote ${file}`);
    }
  }
  return stale;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  if (writeGenerated({ check }) && check) process.exit(1);
}
