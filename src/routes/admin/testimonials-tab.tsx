import { Badge, Button, Flex, Grid, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { useRef } from 'react';
import {
  DEFAULT_RATING,
  ratingOptions,
  testimonialInputSchema,
  testimonialSourceLabels,
  testimonialSources,
  type Testimonial,
} from '../../../domain/testimonial';
import { Form, FormField } from '../../components/form';
import { AdminCollection, type CollectionTexts, type EditorProps } from './admin-collection';
import { DialogCancel } from './dialog-cancel';
import { AdminFieldFrame, SelectControl } from './form-field';
import { useCreateTestimonial, useRemoveTestimonial, useTestimonialsQuery, useUpdateTestimonial } from './testimonials-api';
import { useAdminForm, useEditorConflict } from './use-admin-form';
import { useFocusLanding } from './use-focus-landing';

type Rating = (typeof ratingOptions)[number];
// date, source and sourceUrl are optional: blank means not given.
type Values = { client: string; location: string; rating: Rating; quote: string; date: string; source: string; sourceUrl: string };
const empty: Values = { client: '', location: '', rating: DEFAULT_RATING, quote: '', date: '', source: '', sourceUrl: '' };
const NO_SOURCE = 'none';

/** A stored number (4.5) as the admin's text option ("4.5"); anything off the list becomes 5.0. */
function ratingText(rating: number): Rating {
  const text = rating.toFixed(1);
  return (ratingOptions as readonly string[]).includes(text) ? (text as Rating) : DEFAULT_RATING;
}

const texts: CollectionTexts<Testimonial> = {
  title: 'Testimonials',
  description: 'The client reviews in the carousel on your home page.',
  addLabel: 'Add Testimonial',
  editTitle: 'Edit Testimonial',
  newDescription: "Add a client's review; every field is required. It appears in the reviews carousel as soon as you save it.",
  editDescription: 'Correct the wording or rating and save. The review updates on your website straight away.',
  loading: 'Loading testimonials...',
  loadError: 'Your testimonials could not be loaded.',
  empty: 'No testimonials yet. Select Add Testimonial to publish your first review.',
  listLabel: 'Testimonials',
  editLabel: (t) => `Edit review from ${t.client}`,
  deleteLabel: (t) => `Delete review from ${t.client}`,
  confirmDelete: (t) =>
    `Delete the review from ${t.client}? It will be removed from your website. For 30 days you can bring it back under Settings, Recently deleted.`,
};

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <>
      <Flex justify="between" align="start" gap="2">
        <div>
          <Heading as="h3" size="3">
            {t.client}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t.location}
            {t.source || t.date ? ` · ${[t.source ? testimonialSourceLabels[t.source] : null, t.date].filter(Boolean).join(', ')}` : ''}
          </Text>
        </div>
        <Badge size="2" color="amber" className="admin-nowrap">
          {ratingText(t.rating)} out of 5
        </Badge>
      </Flex>
      <Text as="p" size="2" className="admin-prewrap">
        “{t.quote}”
      </Text>
    </>
  );
}

export function TestimonialsTab() {
  return (
    <AdminCollection
      texts={texts}
      query={useTestimonialsQuery()}
      removal={useRemoveTestimonial()}
      Editor={TestimonialEditor}
      renderCard={(t) => <TestimonialCard t={t} />}
      history={{
        type: 'testimonial',
        labels: {
          client: 'Client',
          location: 'Location',
          rating: 'Rating',
          quote: 'Quote',
          date: 'Review date',
          source: 'Review source',
          sourceUrl: 'Link to the review',
        },
        values: {
          rating: (v) => `${ratingText(Number(v))} out of 5`,
          source: (v) => testimonialSourceLabels[v as keyof typeof testimonialSourceLabels] ?? String(v),
        },
      }}
      columns={{ initial: '1', md: '2' }}
    />
  );
}

const Field = FormField<Values>;
const clientHint = 'As it should appear, for example Jennifer & Mark T.';
const locationHint = 'Where the client bought or sold, for example "Columbia, MD".';

/** A stored review as the form shows it. */
function toValues(t: Testimonial): Values {
  return {
    client: t.client,
    location: t.location,
    rating: ratingText(t.rating),
    quote: t.quote,
    date: t.date ?? '',
    source: t.source ?? '',
    sourceUrl: t.sourceUrl ?? '',
  };
}

function TestimonialEditor({ item, onDone }: EditorProps<Testimonial>) {
  const admin = useAdminForm<Values, typeof testimonialInputSchema>(
    testimonialInputSchema,
    item ? toValues(item) : empty,
    'testimonial-form',
    item ? `testimonial:${item.id}` : 'testimonial:new',
    item?.version,
  );
  const { form, version, saveOnce } = admin;
  const create = useCreateTestimonial({ onSuccess: onDone });
  const update = useUpdateTestimonial({ onSuccess: onDone });
  const saving = create.isPending || update.isPending;
  // Save is disabled while the server answers, which drops the focus: a refused save gives it back.
  const landFocus = useFocusLanding();
  const saveButton = useRef<HTMLButtonElement>(null);
  const backToSave = { onError: () => landFocus(() => saveButton.current) };

  const submitAt = (startedFrom: number | undefined) =>
    form.handleSubmit((parsed) =>
      saveOnce((settled) => {
        // The rating goes as the option's text ("4.5"), as the admin picked it.
        const payload = {
          client: parsed.client,
          location: parsed.location,
          quote: parsed.quote,
          rating: form.getValues('rating'),
          // Blank clears the optional field.
          date: parsed.date ?? '',
          source: parsed.source ?? '',
          sourceUrl: parsed.sourceUrl ?? '',
        };
        const callbacks = { ...backToSave, onSettled: settled };
        if (item) update.mutate({ id: item.id, data: payload, version: startedFrom }, callbacks);
        else create.mutate(payload, callbacks);
      }),
    );
  const onSubmit = submitAt(version);
  useEditorConflict(admin, { fromRecord: toValues, submitAt });

  return (
    <Form form={form} frame={AdminFieldFrame} onSubmit={onSubmit} aria-label={item ? 'Edit testimonial' : 'Add testimonial'}>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Field name="client" label="Client" hint={clientHint} required>
            {(c) => <TextField.Root {...c} />}
          </Field>
          <Field name="location" label="Location" hint={locationHint} required>
            {(c) => <TextField.Root {...c} />}
          </Field>
        </Grid>
        <Field name="rating" label="Rating">
          {(c) => <SelectControl control={c} options={ratingOptions.map((r) => ({ value: r, label: `${r} stars` }))} />}
        </Field>
        <Field name="quote" label="Quote" hint="The client's words, exactly as they wrote them." required>
          {(c) => <TextArea {...c} rows={6} resize="vertical" />}
        </Field>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Field name="date" label="Review date" hint="Optional. When the client wrote it." optional>
            {(c) => <TextField.Root {...c} type="date" />}
          </Field>
          <Field name="source" label="Review source" hint="Optional. Where it was published." optional>
            {(c) => (
              <SelectControl
                control={{ ...c, value: c.value || NO_SOURCE, onChange: (v: string) => c.onChange(v === NO_SOURCE ? '' : v) } as typeof c}
                options={[
                  { value: NO_SOURCE, label: 'Not given' },
                  ...testimonialSources.map((s) => ({ value: s, label: testimonialSourceLabels[s] })),
                ]}
              />
            )}
          </Field>
        </Grid>
        <Field
          name="sourceUrl"
          label="Link to the review"
          hint="Optional. The review's page on Zillow, Google or Realtor.com (https://...)."
          optional
        >
          {(c) => <TextField.Root {...c} type="url" inputMode="url" />}
        </Field>
        <Flex gap="3" justify="end" mt="2" wrap="wrap">
          <DialogCancel />
          <Button type="submit" disabled={saving} ref={saveButton}>
            {saving ? 'Saving...' : item ? 'Save Changes' : 'Add Testimonial'}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
