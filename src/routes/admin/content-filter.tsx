// Which Site Content fields the tab shows: one section or all, and those matching a search over
// the field's label, section, key, built-in text, stored text and unsaved edit.
import { Card, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useCallback, useState } from 'react';
import { contentFields, contentGroups } from '../../../domain/site-content-fields';

const ALL = 'all';

export function useContentFilter() {
  const [group, setGroup] = useState(ALL);
  const [search, setSearch] = useState('');
  const showAll = useCallback(() => {
    setGroup(ALL);
    setSearch('');
  }, []);
  return { group, setGroup, search, setSearch, showAll };
}

export type ContentFilterState = ReturnType<typeof useContentFilter>;

/** True while the filter may hide a field. */
export const isFiltered = ({ group, search }: Pick<ContentFilterState, 'group' | 'search'>) => group !== ALL || search !== '';

/** The sections to show, each with its fields that match. */
export function visibleGroups(
  { group, search }: Pick<ContentFilterState, 'group' | 'search'>,
  saved: ReadonlyMap<string, string>,
  drafts: Record<string, string>,
) {
  const needle = search.trim().toLowerCase();
  return contentGroups
    .filter((g) => group === ALL || g.id === group)
    .map((g) => ({
      ...g,
      fields: needle
        ? g.fields.filter((f) =>
            [f.label, g.title, f.key, f.default, saved.get(f.key) ?? '', drafts[f.key] ?? ''].some((t) => t.toLowerCase().includes(needle)),
          )
        : g.fields,
    }))
    .filter((g) => g.fields.length > 0);
}

/** The section choice and the search box, with how many fields they show. */
export function ContentFilter({ filter, shown }: { filter: ContentFilterState; shown: number }) {
  const { group, setGroup, search, setSearch } = filter;
  return (
    <Card size="2" mb="4" className="content-toolbar">
      <Flex gap="3" direction={{ initial: 'column', sm: 'row' }} align={{ initial: 'stretch', sm: 'end' }}>
        <Flex direction="column" gap="1" flexGrow="1">
          <Text as="label" htmlFor="content-group-filter" size="2" weight="medium">
            Show section
          </Text>
          <Select.Root value={group} onValueChange={setGroup} size="2">
            <Select.Trigger id="content-group-filter" />
            <Select.Content position="popper">
              <Select.Item value={ALL}>All sections ({contentFields.length} fields)</Select.Item>
              {contentGroups.map((g) => (
                <Select.Item key={g.id} value={g.id}>
                  {g.title} ({g.fields.length})
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex direction="column" gap="1" flexGrow="1">
          <Text as="label" htmlFor="content-search" size="2" weight="medium">
            Find a text
          </Text>
          <TextField.Root
            id="content-search"
            type="search"
            placeholder="A word you see on the site, e.g. consultation"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-describedby="content-search-count"
          />
        </Flex>
      </Flex>
      <Text as="p" id="content-search-count" size="1" color="gray" mt="2" role="status">
        {shown === contentFields.length ? `Showing all ${shown} fields.` : `Showing ${shown} of ${contentFields.length} fields.`}
      </Text>
    </Card>
  );
}
