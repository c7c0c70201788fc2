// The Site Content tab: every text of the public site, by section, each with its own Save and a
// bar to save or discard all unsaved edits. The work is done by its parts: the list of stored
// texts (./use-content-list.ts), the unsaved edits and the version each started from
// (./content-drafts.ts), saving them (./use-content-save.ts), which fields are shown
// (./content-filter.tsx) and where the focus goes after a save (./use-content-landing.ts).
import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { useCallback, useMemo } from 'react';
import { liftToastsAbove } from '../../components/toast-lift';
import { useContentDrafts } from './content-drafts';
import { ContentFilter, useContentFilter, visibleGroups } from './content-filter';
import { ContentGroupSection } from './content-group';
import { LoadError, LoadingText, TabHeader } from './tab-parts';
import { useContentLanding } from './use-content-landing';
import { useContentList } from './use-content-list';
import { useContentSave } from './use-content-save';

export function SiteContentTab() {
  const content = useContentList();
  const { list, onRestored } = content;
  const drafts = useContentDrafts(list.data);
  const { drafts: edits, saved, dirtyKeys, onChange, onUndo } = drafts;
  const { save, saving, conflicts, keepMine, takeTheirs } = useContentSave(drafts, content);
  const filter = useContentFilter();
  const { afterSave, afterSaveAll, afterKeepMine, afterTakeTheirs, keepMineRef, saveAllButton } = useContentLanding(filter);

  const savedContent = useMemo(() => (list.data ? Object.fromEntries(saved) : null), [saved, list.data]);

  const onSave = useCallback((key: string) => void save([key]).then((outcome) => afterSave(key, outcome)), [save, afterSave]);
  const onSaveAll = () => {
    const keys = dirtyKeys;
    void save(keys).then((outcome) => afterSaveAll(keys, outcome));
  };
  const onKeepMine = (key: string) => void keepMine(key).then((outcome) => afterKeepMine(key, outcome));
  const onTakeTheirs = (key: string) => {
    takeTheirs(key);
    afterTakeTheirs(key);
  };
  const discardAll = () => {
    if (!window.confirm(`Discard ${dirtyKeys.length} unsaved change${dirtyKeys.length === 1 ? '' : 's'}? This cannot be undone.`)) return;
    drafts.discardAll();
  };

  const groups = visibleGroups(filter, saved, edits);
  const shown = groups.reduce((n, g) => n + g.fields.length, 0);

  return (
    <div>
      <TabHeader
        title="Site Content"
        description="Every text on your public website. Change a field and press Save: visitors see it within a second. Leave a field empty to show the built-in text; an empty link is hidden."
      />
      {list.isPending && <LoadingText>Loading content...</LoadingText>}
      {list.isError && <LoadError message="Failed to load content. Check your connection and try again." onRetry={() => list.refetch()} />}
      {list.data && (
        <>
          <ContentFilter filter={filter} shown={shown} />

          {groups.length === 0 && (
            <Text as="p" size="2" color="gray" my="4">
              No field matches “{filter.search.trim()}”. Try another word or choose All sections.
            </Text>
          )}

          <Flex direction="column" gap="4">
            {groups.map((g) => (
              <ContentGroupSection
                key={g.id}
                group={g}
                saved={saved}
                savedContent={savedContent}
                drafts={edits}
                saving={saving}
                conflicts={conflicts}
                onChange={onChange}
                onSave={onSave}
                onUndo={onUndo}
                onRestored={onRestored}
                onKeepMine={onKeepMine}
                keepMineRef={keepMineRef}
                onTakeTheirs={onTakeTheirs}
              />
            ))}
          </Flex>

          {/* Toasts stack above the bar while it is shown, not over its buttons. */}
          {dirtyKeys.length > 0 && (
            <Box ref={liftToastsAbove} className="content-savebar" role="region" aria-label="Unsaved changes">
              <Flex gap="3" align="center" justify="between" wrap="wrap">
                <Text size="2" weight="medium">
                  {dirtyKeys.length} unsaved change{dirtyKeys.length === 1 ? '' : 's'}
                </Text>
                <Flex gap="2">
                  <Button variant="soft" color="gray" onClick={discardAll}>
                    Discard all
                  </Button>
                  <Button onClick={onSaveAll} disabled={saving.size > 0} ref={saveAllButton}>
                    {saving.size > 0 ? 'Saving...' : 'Save all changes'}
                  </Button>
                </Flex>
              </Flex>
            </Box>
          )}
        </>
      )}
    </div>
  );
}
