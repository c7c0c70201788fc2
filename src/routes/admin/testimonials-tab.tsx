import { Badge, Button, Card, Flex, Grid, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_RATING, ratingOptions, testimonialInputSchema, type Testimonial } from '../../../domain/testimonial';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { DialogCancel } from './dialog-cancel';
import { EditorDialog } from './editor-dialog';
import { describeError } from './errors';
import { describedBy, fieldErrors, FormField, SelectField } from './form-field';
import { EmptyState, LoadError, LoadingText, TabHeader } from './tab-parts';
import { useUnsavedChanges } from './unsaved-changes';

type Rating = (typeof ratingOptions)[number];
type Values = { client: string; location: string; rating: Rating; quote: string };
const empty: Values = { client: '', location: '', rating: DEFAULT_RATING, quote: '' };

/** A stored number (4.5) as the admin's text option ("4.5"); anything off the list becomes 5.0. */
export function ratingText(rating: number): Rating {
  const text = rating.toFixed(1);
  return (ratingOptions as readonly string[]).includes(text) ? (text as Rating) : DEFAULT_RATING;
}

export function TestimonialsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.testimonials.list.queryOptions());
  const [dialog, setDialog] = useState<{ open: boolean; item: Testimonial | null }>({ open: false, item: null });
  const remove = useMutation(
    trpc.testimonials.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.testimonials.pathFilter());
        toast({ title: 'Testimonial deleted successfully', description: 'It no longer appears in your reviews.' });
      },
      onError: (error) =>
        toast({ title: 'Failed to delete testimonial', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );
  const onDelete = (t: Testimonial) => {
    if (!window.confirm(`Delete the review from ${t.client}? It will be removed from your website. This cannot be undone.`)) return;
    remove.mutate({ id: t.id });
  };

  return (
    <div>
      <TabHeader
        title="Testimonials"
        description="The client reviews in the carousel on your home page."
        action={
          <Button size="3" onClick={() => setDialog({ open: true, item: null })}>
            Add Testimonial
          </Button>
        }
      />
      {list.isPending && <LoadingText>Loading testimonials...</LoadingText>}
      {list.isError && <LoadError message="Your testimonials could not be loaded." onRetry={() => list.refetch()} />}
      {list.data && list.data.length === 0 && <EmptyState>No testimonials yet. Select Add Testimonial to publish your first review.</EmptyState>}
      {list.data && list.data.length > 0 && (
        <Grid columns={{ initial: '1', md: '2' }} gap="4" asChild>
          <ul className="admin-card-list" aria-label="Testimonials">
            {list.data.map((t) => (
              <li key={t.id}>
                <Card size="2">
                  <Flex direction="column" gap="2" height="100%">
                    <Flex justify="between" align="start" gap="2">
                      <div>
                        <Heading as="h3" size="3">
                          {t.client}
                        </Heading>
                        <Text as="p" size="2" color="gray">
                          {t.location}
                        </Text>
                      </div>
                      <Badge size="2" color="amber" className="admin-nowrap">
                        {ratingText(t.rating)} out of 5
                      </Badge>
                    </Flex>
                    <Text as="p" size="2" className="admin-prewrap">
                      “{t.quote}”
                    </Text>
                    <Flex gap="2" mt="auto" pt="2">
                      <Button variant="soft" onClick={() => setDialog({ open: true, item: t })} aria-label={`Edit review from ${t.client}`}>
                        Edit
                      </Button>
                      <Button
                        variant="soft"
                        color="red"
                        onClick={() => onDelete(t)}
                        disabled={remove.isPending && remove.variables?.id === t.id}
                        aria-label={`Delete review from ${t.client}`}
                      >
                        {remove.isPending && remove.variables?.id === t.id ? 'Deleting...' : 'Delete'}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Grid>
      )}
      <EditorDialog
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        title={dialog.item ? 'Edit Testimonial' : 'Add Testimonial'}
        description={
          dialog.item
            ? 'Correct the wording or rating and save. The review updates on your website straight away.'
            : "Add a client's review; every field is required. It appears in the reviews carousel as soon as you save it."
        }
      >
        <TestimonialForm key={dialog.item?.id ?? 'new'} item={dialog.item} onDone={() => setDialog((d) => ({ ...d, open: false }))} />
      </EditorDialog>
    </div>
  );
}

function TestimonialForm({ item, onDone }: { item: Testimonial | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [initial] = useState<Values>(() =>
    item ? { client: item.client, location: item.location, rating: ratingText(item.rating), quote: item.quote } : empty,
  );
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const id = useId();
  const ids = (k: keyof Values) => `${id}-${k}`;
  useUnsavedChanges('testimonial-form', (Object.keys(values) as (keyof Values)[]).some((k) => values[k] !== initial[k]));

  const done = async (title: string) => {
    await queryClient.invalidateQueries(trpc.testimonials.pathFilter());
    toast({ title, description: `The review from ${values.client.trim()} is on your website now.` });
    onDone();
  };
  const create = useMutation(
    trpc.testimonials.create.mutationOptions({
      onSuccess: () => done('Testimonial added successfully'),
      onError: (error) => toast({ title: 'Failed to add testimonial', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );
  const update = useMutation(
    trpc.testimonials.update.mutationOptions({
      onSuccess: () => done('Testimonial updated successfully'),
      onError: (error) =>
        toast({ title: 'Failed to update testimonial', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof Values>(k: K, v: Values[K]) => {
    setValues((s) => ({ ...s, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return;
    const result = testimonialInputSchema.safeParse(values);
    if (!result.success) {
      const errs = fieldErrors<keyof Values>(result.error.issues);
      setErrors(errs);
      const first = (['client', 'location', 'quote'] as const).find((k) => errs[k]);
      if (first) document.getElementById(ids(first))?.focus();
      return;
    }
    const payload = { client: result.data.client, location: result.data.location, quote: result.data.quote, rating: values.rating };
    if (item) update.mutate({ id: item.id, data: payload });
    else create.mutate(payload);
  };

  const props = (k: keyof Values, hint?: string) => ({
    id: ids(k),
    name: k,
    required: true,
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': describedBy(ids(k), hint, errors[k]),
  });
  const locationHint = 'Where the client bought or sold, for example "Columbia, MD".';

  return (
    <form onSubmit={onSubmit} aria-label={item ? 'Edit testimonial' : 'Add testimonial'}>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField id={ids('client')} label="Client" hint="As it should appear, for example Jennifer & Mark T." error={errors.client} required>
            <TextField.Root {...props('client', 'As it should appear, for example Jennifer & Mark T.')} value={values.client} onChange={(e) => set('client', e.target.value)} />
          </FormField>
          <FormField id={ids('location')} label="Location" hint={locationHint} error={errors.location} required>
            <TextField.Root {...props('location', locationHint)} value={values.location} onChange={(e) => set('location', e.target.value)} />
          </FormField>
        </Grid>
        <SelectField
          id={ids('rating')}
          label="Rating"
          value={values.rating}
          options={ratingOptions.map((r) => ({ value: r, label: `${r} stars` }))}
          onChange={(v) => set('rating', v)}
        />
        <FormField id={ids('quote')} label="Quote" hint="The client's words, exactly as they wrote them." error={errors.quote} required>
          <TextArea {...props('quote', "The client's words, exactly as they wrote them.")} rows={6} resize="vertical" value={values.quote} onChange={(e) => set('quote', e.target.value)} />
        </FormField>
        <Flex gap="3" justify="end" mt="2" wrap="wrap">
          <DialogCancel />
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : item ? 'Save Changes' : 'Add Testimonial'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
