// Data version 10: every stored string is well-formed UTF-16.
//
// Until this version a request could store a lone surrogate ("\ud800" escaped in a JSON body),
// and a listing whose title or address held one could not be rendered: its page reached visitors
// blank. Requests are cleaned as they are read now (server/well-formed-text.ts); this step cleans
// what was stored before, replacing each lone surrogate with U+FFFD, as a UTF-8 encoder would.
import { wellFormedStrings } from '../../well-formed-text';
import type { Migration, RawDb } from './types';

export const migration: Migration = {
  to: 10,
  name: 'stored text made well-formed',
  up: (data: RawDb): RawDb => wellFormedStrings(structuredClone(data)),
};
