// One section of the Site Content tab: its fields, each with its editor, its history and, when
// its save was refused because it changed elsewhere, the choice between the two texts.
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { Ref } from 'react';
import { fillIdentity } from '../../../domain/site-content';
import type { contentGroups } from '../../../domain/site-content-fields';
import { notShownBecause } from '../../../domain/content-dependencies';
import { ContentFieldEditor } from './content-field';
import { ContentConflictView, ContentHistoryToggle, type ContentConflict } from './history/content-history';

type ContentGroup = (typeof contentGroups)[number];

export function ContentGroupSection({
  group: g,
  saved,
  savedContent,
  drafts,
  saving,
  conflicts,
  onChange,
  onSave,
  onUndo,
  onRestored,
  onKeepMine,
  keepMineRef,
  onTakeTheirs,
}: {
  /** The section, with only the fields the filter shows. */
  group: ContentGroup;
  saved: ReadonlyMap<string, string>;
  /** The stored texts by key, to quote what visitors see. */
  savedContent: Record<string, string> | null;
  drafts: Record<string, string>;
  saving: ReadonlySet<string>;
  conflicts: Record<string, ContentConflict>;
  onChange: (key: string, value: string) => void;
  onSave: (key: string) => void;
  onUndo: (key: string) => void;
  onRestored: (row: Record<string, unknown>) => void;
  onKeepMine: (key: string) => void;
  keepMineRef: (key: string) => Ref<HTMLButtonElement>;
  onTakeTheirs: (key: string) => void;
}) {
  const empties = g.fields.filter((f) => !(saved.get(f.key) ?? '').trim()).length;
  return (
    <Card size="3" asChild>
      <section aria-labelledby={`group-${g.id}`}>
        <Flex justify="between" align="start" gap="2" wrap="wrap" mb="1">
          <Heading as="h3" size="4" id={`group-${g.id}`}>
            {g.title}
          </Heading>
          <Badge color="gray" variant="soft">
            {g.fields.length} field{g.fields.length === 1 ? '' : 's'}
            {empties ? `, ${empties} using built-in text` : ''}
          </Badge>
        </Flex>
        {g.description && (
          <Text as="p" size="2" color="gray" mb="3">
            {g.description}
          </Text>
        )}
        <Flex direction="column" gap="5" mt="3">
          {g.fields.map((f) => {
            const conflict = conflicts[f.key];
            return (
              <Flex key={f.key} direction="column" gap="2">
                {conflict && (
                  <ContentConflictView
                    label={f.label}
                    mine={drafts[f.key] ?? saved.get(f.key) ?? ''}
                    conflict={conflict}
                    busy={saving.has(f.key)}
                    onKeepMine={() => onKeepMine(f.key)}
                    keepMineRef={keepMineRef(f.key)}
                    onTakeTheirs={() => onTakeTheirs(f.key)}
                  />
                )}
                <ContentFieldEditor
                  field={f}
                  groupTitle={g.title}
                  savedValue={saved.get(f.key) ?? ''}
                  shownValue={savedContent ? fillIdentity(saved.get(f.key) ?? '', savedContent) : undefined}
                  draft={drafts[f.key]}
                  notShown={savedContent && notShownBecause(savedContent, f.key)}
                  saving={saving.has(f.key)}
                  onChange={onChange}
                  onSave={onSave}
                  onUndo={onUndo}
                />
                <ContentHistoryToggle contentKey={f.key} groupTitle={g.title} label={f.label} onRestored={onRestored} />
              </Flex>
            );
          })}
        </Flex>
      </section>
    </Card>
  );
}
