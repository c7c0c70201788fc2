import { Badge, Box, Button, Flex, Text, TextArea, TextField, VisuallyHidden } from '@radix-ui/themes';
import { memo, type FormEvent } from 'react';
import { CONTENT_VALUE_MAX } from '../../../domain/site-content';
import type { ContentField } from '../../../domain/site-content-fields';
import { contentUpdateSchema, invalidStoredLinks } from '../../../domain/site-content-schema';

/** The first 100 characters of a value, then an ellipsis. */
function contentPreview(value: string, length = 100): string {
  return value.length > length ? `${value.slice(0, length)}...` : value;
}

type ContentFieldEditorProps = {
  field: ContentField;
  groupTitle: string;
  /** What is stored now (what visitors see unless blank). */
  savedValue: string;
  /** The stored value as visitors read it ({name} and the other identity placeholders filled). */
  shownValue?: string;
  /** The edit in progress, if any. */
  draft: string | undefined;
  /** Why the saved value is not what visitors see (it depends on another text), if so. */
  notShown?: string | null;
  saving: boolean;
  onChange: (key: string, value: string) => void;
  onSave: (key: string) => void;
  onUndo: (key: string) => void;
};

/**
 * What the server would refuse in this text, in its words, or undefined when it would save it.
 * A text over the length limit is kept as typed or pasted and flagged here: cut by the browser,
 * its end would be lost and Save would still report success.
 */
export function contentEditError(key: string, value: string): string | undefined {
  const result = contentUpdateSchema.safeParse({ key, value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** From how many characters the editor shows how close it is to the limit. */
const COUNT_FROM = CONTENT_VALUE_MAX - 500;

function isActive(value: string): boolean {
  return value.trim() !== '';
}

/** One site text: editor, Active/Empty state, what visitors see, and its own Save. */
export const ContentFieldEditor = memo(function ContentFieldEditor({
  field,
  groupTitle,
  savedValue,
  shownValue,
  draft,
  notShown,
  saving,
  onChange,
  onSave,
  onUndo,
}: ContentFieldEditorProps) {
  const id = `content-${field.key}`;
  const current = draft ?? savedValue;
  const dirty = draft !== undefined && draft !== savedValue;
  const active = isActive(savedValue);
  const name = `${groupTitle}: ${field.label}`;
  // The same rule the server applies, shown before sending (links: https:// addresses only).
  const error = dirty ? contentEditError(field.key, current) : undefined;
  // A link stored before links were checked: kept, not shown to visitors, flagged here.
  const storedProblem = invalidStoredLinks({ [field.key]: savedValue })[0]?.message ?? notShown ?? undefined;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (dirty && !saving && !error) onSave(field.key);
  };

  const common = {
    id,
    name: field.key,
    value: current,
    'aria-describedby': error ? `${id}-error ${id}-status` : `${id}-status`,
    'aria-invalid': error ? true : undefined,
    onChange: (e: { target: { value: string } }) => onChange(field.key, e.target.value),
  };

  return (
    <form onSubmit={submit} className="content-field" data-dirty={dirty || undefined}>
      <Flex justify="between" align="center" gap="2" wrap="wrap" mb="1">
        <Text as="label" htmlFor={id} size="2" weight="bold">
          <VisuallyHidden>{groupTitle}: </VisuallyHidden>
          {field.label}
        </Text>
        <Flex gap="2" align="center">
          {dirty && (
            <Badge color="amber" variant="soft">
              Unsaved
            </Badge>
          )}
          {storedProblem ? (
            <Badge color="red" variant="solid">
              Needs correction
            </Badge>
          ) : (
            <Badge color={active ? 'green' : 'gray'} variant={active ? 'solid' : 'soft'}>
              {active ? 'Active' : 'Empty'}
            </Badge>
          )}
        </Flex>
      </Flex>
      {field.multiline ? <TextArea {...common} rows={3} resize="vertical" size="2" /> : <TextField.Root {...common} size="2" />}
      <Flex mt="2" gap="3" align="start" justify="between" direction={{ initial: 'column', sm: 'row' }}>
        <Box id={`${id}-status`} flexGrow="1" minWidth="0">
          {error && (
            <Text as="p" size="2" color="red" id={`${id}-error`} role="alert" mb="1">
              {error}
            </Text>
          )}
          {current.length >= COUNT_FROM && (
            <Text as="p" size="1" color={current.length > CONTENT_VALUE_MAX ? 'red' : 'gray'} mb="1">
              {current.length.toLocaleString('en-US')} of {CONTENT_VALUE_MAX.toLocaleString('en-US')} characters
            </Text>
          )}
          <Text as="p" size="1" color={storedProblem ? 'red' : 'gray'} className="content-preview">
            {storedProblem
              ? `Not shown on your website until corrected: ${storedProblem}. Saved value: “${contentPreview(savedValue)}”`
              : active
                ? `On your website now: “${contentPreview(shownValue ?? savedValue)}”`
                : field.link
                  ? 'Empty, so this link is hidden on your website.'
                  : field.optional
                    ? 'Empty, so this is hidden on your website.'
                    : field.default === ''
                      ? 'Empty, so nothing is shown for it.'
                      : `Empty, so visitors see the built-in text: “${contentPreview(field.default)}”`}
          </Text>
        </Box>
        <Flex gap="3" align="center" wrap="wrap" flexShrink="0">
          {/* The id: the tab puts the focus back here when a save is refused. */}
          <Button type="submit" size="2" disabled={!dirty || saving || !!error} aria-label={`Save ${name}`} id={`${id}-save`}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
          {dirty && (
            <Button type="button" size="2" variant="ghost" color="gray" onClick={() => onUndo(field.key)} aria-label={`Undo changes to ${name}`}>
              Undo changes
            </Button>
          )}
          {!current.trim() && field.default !== '' && (
            <Button
              type="button"
              size="2"
              variant="ghost"
              onClick={() => onChange(field.key, field.default)}
              aria-label={`Start from the built-in text (${name})`}
            >
              Start from the built-in text
            </Button>
          )}
        </Flex>
      </Flex>
    </form>
  );
});
