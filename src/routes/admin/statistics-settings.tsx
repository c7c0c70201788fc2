// The statistics baseline and the agent-stated figures. Every public figure is computed from the
// sold records plus this baseline; a stated value replaces one figure and is marked
// "stated, not computed" here so the agent always knows which numbers the data backs.
import { Badge, Button, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverFieldErrors } from '../../lib/http-failure';
import { useEffect, useRef, useState } from 'react';
import { parseNumberText } from '../../../domain/fields';
import { formatPrice } from '../../../domain/format';
import { statFigureLabels, statFigures, statsFootnote, type StatFigure, type Stats, type StatsSettings } from '../../../domain/stats';
import { statsFormSchema, type StatsFormValues } from '../../../domain/stats-schema';
import { Form, FormField } from '../../components/form';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { AdminFieldFrame } from './form-field';
import { useAdminForm } from './use-admin-form';
import { useSoldRecordsQuery } from './sold-records-api';
import { useFocusLanding } from './use-focus-landing';
import { describeError, isUnauthorized } from './errors';
import { conflictOf } from './history/conflict';
import { ConflictView, type ConflictField } from './history/conflict-view';
import { threeWay } from './history/three-way';

const Field = FormField<StatsFormValues>;
const moneyFigures: readonly StatFigure[] = ['salesVolume', 'averagePrice', 'minPrice', 'maxPrice'];

/** The settings as stored: every save moves `version` on by one. */
type StoredStats = StatsSettings & { version: number; updatedAt?: string };

const baselineLabels = {
  transactions: 'Transactions closed before the first record',
  volume: 'Their total volume ($)',
  yearLicensed: 'Year first licensed',
} as const;
const overrideLabel = (f: StatFigure) => `Stated ${statFigureLabels[f].toLowerCase()}`;
const conflictFields: ConflictField[] = [
  ...Object.entries(baselineLabels).map(([name, label]) => ({ name, label })),
  ...statFigures.map((f) => ({ name: `override_${f}`, label: overrideLabel(f) })),
];

type FormText = Record<string, unknown>;

/**
 * A refused save, sorted against what the form started from: `base` is the settings the form was
 * loaded or last saved with (null when not known), `mine` what it held when the save was refused,
 * `current` the settings as they are now.
 */
type StatsConflict = { base: FormText | null; mine: FormText; current: StoredStats; changedAt: string | null };

/**
 * Each figure as the number it reads as ("$1,200,000" and "1200000" are one value), so a figure
 * only written differently is no change on either side.
 */
function asNumbers(values: FormText): FormText {
  return Object.fromEntries(
    Object.entries(values).map(([name, v]) => {
      if (typeof v !== 'string' || v.trim() === '') return [name, v];
      const n = parseNumberText(v);
      return [name, Number.isFinite(n) ? String(n) : v];
    }),
  );
}

/**
 * What Keep mine saves: the latest settings, with the figures only this form changed (and those
 * both changed, where this form wins) as typed here. The figures only the other save changed keep
 * its values, so a baseline saved in another tab is not put back by a form that never touched it.
 */
function mergeOverLatest(base: FormText | null, typed: FormText, latest: StatsFormValues): StatsFormValues {
  const { mineOnly, clashes } = threeWay(base && asNumbers(base), asNumbers(typed), latest);
  return { ...latest, ...Object.fromEntries([...mineOnly, ...clashes].map((name) => [name, typed[name]])) };
}

function toForm(s: StatsSettings): StatsFormValues {
  const out: Record<string, string> = {
    transactions: String(s.baseline.transactions),
    volume: String(s.baseline.volume),
    yearLicensed: s.baseline.yearLicensed === null ? '' : String(s.baseline.yearLicensed),
  };
  for (const f of statFigures) out[`override_${f}`] = s.overrides[f] === undefined ? '' : String(s.overrides[f]);
  return out as StatsFormValues;
}

function shown(f: StatFigure, value: number | null): string {
  if (value === null) return 'not known yet';
  return moneyFigures.includes(f) ? formatPrice(value) : new Intl.NumberFormat('en-US').format(value);
}

export function StatisticsSettings() {
  const trpc = useTRPC();
  const query = useQuery(trpc.stats.settings.queryOptions());
  // Adding, editing or deleting a sold record changes the computed figures shown here.
  const soldUpdatedAt = useSoldRecordsQuery().dataUpdatedAt;
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() });
  }, [soldUpdatedAt, queryClient, trpc]);
  if (query.isPending) return <Text as="p">Loading statistics...</Text>;
  if (query.isError || !query.data)
    return (
      <Text as="p" role="alert">
        Your statistics could not be loaded.
      </Text>
    );
  return <StatisticsForm settings={query.data.settings} computed={query.data.computed} current={query.data.current} notShown={query.data.notShown} />;
}

/**
 * The server's per-field messages for a refused save, on the form's fields: it names a stated
 * figure `overrides.totalTransactions` and a baseline field `baseline.volume`.
 */
function statsFieldErrors(error: unknown): [keyof StatsFormValues, string][] {
  return Object.entries(serverFieldErrors(error)).flatMap(([path, message]): [keyof StatsFormValues, string][] => {
    const [part, name] = path.split('.');
    if (part === 'overrides' && statFigures.includes(name as StatFigure)) return [[`override_${name as StatFigure}`, message]];
    if (part === 'baseline' && name !== undefined && name in baselineLabels) return [[name as keyof typeof baselineLabels, message]];
    return [];
  });
}

function StatisticsForm({
  settings,
  computed,
  current,
  notShown = {},
}: {
  settings: StoredStats;
  computed: Stats;
  current: Stats;
  /**
   * What the site leaves out, and why: a saved figure that sold records added since contradict
   * (the computed one is shown instead), or the average when the figures beside it give none.
   */
  notShown?: Partial<Record<StatFigure, string>>;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, version, saveOnce, base, rebase } = useAdminForm<StatsFormValues, typeof statsFormSchema>(
    statsFormSchema,
    toForm(settings),
    'statistics-form',
    'statistics',
    settings.version,
  );
  const [conflict, setConflict] = useState<StatsConflict | null>(null);
  // A saved change (or a sold record edited in another tab) resets the form to the stored values.
  // A form with unsaved edits keeps the version it started from, so saving them over a newer change
  // is refused, and the values it started from, so that refusal is sorted field by field.
  // The settings the form opened on are already its values: resetting to them again on mount would
  // drop a draft brought back after the session ended (useAdminForm puts it in during the same
  // mount, before this form's own dirty state has reached the screen), and with it the figures the
  // agent typed, their version and the figures they were typed over.
  const shownSettings = useRef(settings);
  useEffect(() => {
    if (shownSettings.current === settings) return;
    shownSettings.current = settings;
    if (form.formState.isDirty) return;
    form.reset(toForm(settings));
    rebase(toForm(settings), settings.version);
  }, [settings, form, rebase]);
  const save = useMutation(
    trpc.stats.updateSettings.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() });
        toast({ title: 'Success', description: 'Statistics updated' });
      },
      onError: (error) => {
        const stale = conflictOf<StoredStats>(error);
        if (stale?.current) {
          // Shown instead of a toast, sorted against the values the form started from; the figures
          // on screen catch up with the latest.
          setConflict({
            base: base(),
            mine: form.getValues(),
            current: stale.current,
            changedAt: stale.changedAt ?? stale.current.updatedAt ?? null,
          });
          void queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() });
          return;
        }
        // A refused figure gets its message on its field instead (see submitFrom).
        if (statsFieldErrors(error).length > 0) return;
        // A 401 signs the panel out with "Session expired"; what was typed stays as the form's draft.
        if (!isUnauthorized(error))
          toast({ title: 'Failed to update statistics', description: describeError(error, 'Please try again.'), variant: 'destructive' });
      },
    }),
  );
  // Save Statistics is disabled while the server answers, which drops the focus: it comes back
  // (to Keep mine when the save was refused as stale).
  const landFocus = useFocusLanding();
  const saveButton = useRef<HTMLButtonElement>(null);
  const keepMineButton = useRef<HTMLButtonElement>(null);
  // One save at a time, also for two presses in the same instant (a second would be refused as
  // stale by the first one's new version, and show a conflict that is not one).
  const submitFrom = (startedAt: number | undefined) =>
    form.handleSubmit((parsed) =>
      saveOnce((settled) => {
        // The form counts as saved once the server has it: a failed save keeps it unsaved (and its
        // draft), so leaving the tab still asks. Anything typed meanwhile stays unsaved.
        const sent = form.getValues();
        save.mutate(
          { ...parsed, version: startedAt },
          {
            onSuccess: () => {
              form.reset(sent, { keepValues: true });
              setConflict(null);
              // The server moved the settings on by one: the next save starts from there, and from
              // the values saved.
              if (startedAt !== undefined) rebase(sent, startedAt + 1);
            },
            onSettled: (_, error) => {
              settled();
              // A refused figure gets its message on its field, and the focus, where the agent changes it.
              const fields = statsFieldErrors(error);
              fields.forEach(([name, message], i) => form.setError(name, { type: 'server', message }, { shouldFocus: i === 0 }));
              if (fields.length > 0) return;
              landFocus(() => (conflictOf(error)?.current ? keepMineButton.current : saveButton.current));
            },
          },
        );
      }),
    );
  const onSubmit = submitFrom(version);
  const keepMine = (latest: StoredStats) => {
    setConflict(null);
    const theirs = toForm(latest);
    // Merged from what the form holds now: anything typed while the conflict was shown counts.
    // The form shows what is saved and starts from the latest version, so a further refusal is
    // sorted against that version, not the one the form was loaded with.
    form.reset(mergeOverLatest(base(), form.getValues(), theirs), { keepDefaultValues: true });
    rebase(theirs, latest.version);
    void submitFrom(latest.version)();
  };
  const takeTheirs = (latest: StoredStats) => {
    setConflict(null);
    form.reset(toForm(latest));
    rebase(toForm(latest), latest.version);
    landFocus(() => saveButton.current);
  };
  const footnote = statsFootnote(current);

  return (
    <Card size="3" className="admin-stats" asChild>
      <section aria-labelledby="stats-settings-title">
        <Heading as="h2" size="5" id="stats-settings-title">
          Statistics
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          The figures in your About, Results and Sold sections are computed from your sold records plus what closed before your first record. Leave a
          stated value blank to show the computed figure.
        </Text>
        <Form form={form} frame={AdminFieldFrame} onSubmit={onSubmit} aria-label="Statistics">
          <Heading as="h3" size="3" mb="2">
            Before your first sold record
          </Heading>
          <Grid columns={{ initial: '1', sm: '3' }} gap="3" mb="4">
            <Field name="transactions" label={baselineLabels.transactions}>
              {(c) => <TextField.Root {...c} inputMode="numeric" />}
            </Field>
            <Field name="volume" label={baselineLabels.volume}>
              {(c) => <TextField.Root {...c} inputMode="decimal" />}
            </Field>
            <Field name="yearLicensed" label={baselineLabels.yearLicensed} hint="Years of experience count from it.">
              {(c) => <TextField.Root {...c} inputMode="numeric" />}
            </Field>
          </Grid>
          <Heading as="h3" size="3" mb="2">
            Figures
          </Heading>
          <ul className="admin-stats__figures" aria-label="Figures as shown on your website">
            {statFigures.map((f) => {
              const stated = current.stated.includes(f);
              const note = notShown[f];
              // A figure left out of the page altogether (the average) reads "not shown", not "not known yet".
              const onSite = note && current[f] === null ? 'not shown' : shown(f, current[f]);
              return (
                <li key={f} className="admin-stats__figure">
                  <Flex justify="between" align="center" gap="2" wrap="wrap">
                    <Text weight="bold">{statFigureLabels[f]}</Text>
                    {note ? (
                      <Badge color="red">{settings.overrides[f] === undefined ? 'Not shown' : 'Stated, not shown'}</Badge>
                    ) : stated ? (
                      <Badge color="amber">Stated, not computed</Badge>
                    ) : (
                      <Badge color="green" variant="soft">
                        Computed
                      </Badge>
                    )}
                  </Flex>
                  <Text as="p" size="2">
                    On your website: <strong>{onSite}</strong>
                    {stated ? ` (computed: ${shown(f, computed[f])})` : ''}
                  </Text>
                  {note ? (
                    <Text as="p" size="2" color="red">
                      {note}
                    </Text>
                  ) : null}
                  <Field name={`override_${f}`} label={overrideLabel(f)} hint="Blank: use the computed figure." optional>
                    {(c) => <TextField.Root {...c} inputMode="decimal" />}
                  </Field>
                </li>
              );
            })}
          </ul>
          {footnote ? (
            <Text as="p" size="2" color="gray" mt="3">
              Footnote on your website: “{footnote}”
            </Text>
          ) : null}
          {conflict && (
            <ConflictView
              base={conflict.base && asNumbers(conflict.base)}
              mine={asNumbers(conflict.mine)}
              theirs={toForm(conflict.current)}
              changedAt={conflict.changedAt}
              fields={conflictFields}
              onKeepMine={() => keepMine(conflict.current)}
              onTakeTheirs={() => takeTheirs(conflict.current)}
              busy={save.isPending}
              keepMineRef={keepMineButton}
            />
          )}
          <Flex justify="end" mt="3">
            <Button type="submit" disabled={save.isPending} ref={saveButton}>
              {save.isPending ? 'Saving...' : 'Save Statistics'}
            </Button>
          </Flex>
        </Form>
      </section>
    </Card>
  );
}
