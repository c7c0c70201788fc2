// Where the keyboard focus goes after a Site Content save. A Save is disabled while the server
// answers (Save all too, and the bar goes once nothing is left to save), Keep mine and Take theirs
// too while Keep mine's save runs, and they remove themselves once it is saved or the latest text
// taken: the focus would fall to the page. It lands on the field's editor once its text is saved
// or the latest one taken, on Keep mine when the save showed the field changed elsewhere, else
// back on the button pressed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isFiltered, type ContentFilterState } from './content-filter';
import { useFocusLanding, type LandingTarget } from './use-focus-landing';
import type { SaveOutcome } from './use-content-save';

// A field's editor and its Save (./content-field.tsx).
const fieldEditor = (key: string) => document.getElementById(`content-${key}`);
const fieldSave = (key: string) => document.getElementById(`content-${key}-save`);

export function useContentLanding({ group, search, showAll }: Pick<ContentFilterState, 'group' | 'search' | 'showAll'>) {
  const landFocus = useFocusLanding();
  const keepMineButtons = useRef(new Map<string, HTMLButtonElement>());
  const saveAllButton = useRef<HTMLButtonElement>(null);
  // A field whose text was refused before sending: the focus goes to its editor (where its error
  // is), shown first if the section filter or the search hides it.
  const [refusedField, setRefusedField] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (!refusedField) return;
    const editor = fieldEditor(refusedField.key);
    if (editor || !isFiltered({ group, search })) {
      editor?.focus();
      setRefusedField(null);
    } else {
      showAll();
    }
  }, [refusedField, group, search, showAll]);
  const landAfterSave = useCallback(
    (outcome: SaveOutcome | null, saved: LandingTarget, refused: LandingTarget) => {
      if (!outcome) return;
      if (outcome.refused) {
        setRefusedField({ key: outcome.refused });
        return;
      }
      const conflicted = outcome.conflict ? outcome.failed : null;
      if (conflicted) landFocus(() => keepMineButtons.current.get(conflicted) ?? refused());
      else landFocus(outcome.failed ? refused : saved);
    },
    [landFocus],
  );

  /** After a field's own Save. */
  const afterSave = useCallback(
    (key: string, outcome: SaveOutcome | null) =>
      landAfterSave(
        outcome,
        () => fieldEditor(key),
        () => fieldSave(key),
      ),
    [landAfterSave],
  );
  /** After Save all of `keys`. */
  const afterSaveAll = useCallback(
    (keys: string[], outcome: SaveOutcome | null) =>
      landAfterSave(
        outcome,
        // The bar stays while an edit typed meanwhile is left; else the first saved field on show.
        () => saveAllButton.current ?? keys.map(fieldEditor).find(Boolean) ?? document.getElementById('content-search'),
        () => saveAllButton.current,
      ),
    [landAfterSave],
  );
  /** After Keep mine of a field. */
  const afterKeepMine = useCallback(
    (key: string, outcome: SaveOutcome | null) =>
      landAfterSave(
        outcome,
        () => fieldEditor(key),
        () => keepMineButtons.current.get(key) ?? fieldSave(key),
      ),
    [landAfterSave],
  );
  /** After Take theirs of a field. */
  const afterTakeTheirs = useCallback((key: string) => landFocus(() => fieldEditor(key)), [landFocus]);

  /** The ref of a field's Keep mine button. */
  const keepMineRef = (key: string) => (button: HTMLButtonElement | null) => {
    if (!button) return;
    keepMineButtons.current.set(key, button);
    return () => void keepMineButtons.current.delete(key);
  };

  return { afterSave, afterSaveAll, afterKeepMine, afterTakeTheirs, keepMineRef, saveAllButton };
}
