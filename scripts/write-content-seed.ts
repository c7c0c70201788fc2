// Writes data/seed/site-content.json from the built-in defaults (run after adding keys).
import { writeFileSync } from 'node:fs';
import { contentDefaults } from '../domain/site-content';

writeFileSync(new URL('../data/seed/site-content.json', import.meta.url), `${JSON.stringify(contentDefaults, null, 2)}\n`);
console.log(`wrote ${Object.keys(contentDefaults).length} keys`);
