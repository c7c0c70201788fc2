import { Badge, Button, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatDate, formatPrice } from '../../../domain/format';
import { DEFAULT_SOLD_ROLE, soldRecordInputSchema, soldRoles, type SoldRecord, type SoldRole } from '../../../domain/sold-record';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { DialogCancel } from './dialog-cancel';
import { EditorDialog } from './editor-dialog';
import { describeError } from './errors';
import { describedBy, fieldErrors, FormField, SelectField } from './form-field';
import { EmptyState, LoadError, LoadingText, TabHeader } from './tab-parts';
import { useUnsavedChanges } from './unsaved-changes';

type Values = { property: string; salePrice: string; saleDate: string; role: SoldRole };
const empty: Values = { property: '', salePrice: '', saleDate: '', role: DEFAULT_SOLD_ROLE };

export function SoldRecordsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.soldRecords.list.queryOptions());
  const [dialog, setDialog] = useState<{ open: boolean; item: SoldRecord | null }>({ open: false, item: null });
  const remove = useMutation(
    trpc.soldRecords.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.soldRecords.pathFilter());
        toast({ title: 'Sold property deleted successfully', description: 'It no longer appears in your track record.' });
      },
      onError: (error) =>
        toast({ title: 'Failed to delete sold property', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );
  const onDelete = (r: SoldRecord) => {
    if (!window.confirm(`Delete the sale of ${r.property}? It will be removed from your track record. This cannot be undone.`)) return;
    remove.mutate({ id: r.id });
  };

  return (
    <div>
      <TabHeader
        title="Sold Properties"
        description="Your sold track record, shown on the home page newest sale first."
        action={
          <Button size="3" onClick={() => setDialog({ open: true, item: null })}>
            Add Sold Property
          </Button>
        }
      />
      {list.isPending && <LoadingText>Loading sold properties...</LoadingText>}
      {list.isError && <LoadError message="Your sold properties could not be loaded." onRetry={() => list.refetch()} />}
      {list.data && list.data.length === 0 && <EmptyState>No sold properties yet. Select Add Sold Property to record your first sale.</EmptyState>}
      {list.data && list.data.length > 0 && (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3" asChild>
          <ul className="admin-card-list" aria-label="Sold properties">
            {list.data.map((r) => (
              <li key={r.id}>
                <Card size="2">
                  <Flex direction="column" gap="1" height="100%">
                    <Heading as="h3" size="3">
                      {r.property}
                    </Heading>
                    <Text as="p" size="4" weight="bold">
                      {formatPrice(r.salePrice)}
                    </Text>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text size="2" color="gray">
                        Sold {formatDate(r.saleDate)}
                      </Text>
                      <Badge color={r.role === 'Listing Agent' ? 'indigo' : 'green'}>{r.role}</Badge>
                    </Flex>
                    <Flex gap="2" mt="auto" pt="2">
                      <Button variant="soft" onClick={() => setDialog({ open: true, item: r })} aria-label={`Edit sale of ${r.property}`}>
                        Edit
                      </Button>
                      <Button
                        variant="soft"
                        color="red"
                        onClick={() => onDelete(r)}
                        disabled={remove.isPending && remove.variables?.id === r.id}
                        aria-label={`Delete sale of ${r.property}`}
                      >
                        {remove.isPending && remove.variables?.id === r.id ? 'Deleting...' : 'Delete'}
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
        title={dialog.item ? 'Edit Sold Property' : 'Add Sold Property'}
        description={
          dialog.item
            ? 'Correct the details of this sale and save. Your track record updates straight away.'
            : 'Record a closed sale; every field is required. It appears in the sold section of your home page as soon as you save it.'
        }
      >
        <SoldRecordForm key={dialog.item?.id ?? 'new'} item={dialog.item} onDone={() => setDialog((d) => ({ ...d, open: false }))} />
      </EditorDialog>
    </div>
  );
}

function SoldRecordForm({ item, onDone }: { item: SoldRecord | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [initial] = useState<Values>(() =>
    item ? { property: item.property, salePrice: String(item.salePrice), saleDate: item.saleDate, role: item.role } : empty,
  );
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const id = useId();
  const ids = (k: keyof Values) => `${id}-${k}`;
  useUnsavedChanges('sold-record-form', (Object.keys(values) as (keyof Values)[]).some((k) => values[k] !== initial[k]));

  const done = async (title: string) => {
    await queryClient.invalidateQueries(trpc.soldRecords.pathFilter());
    toast({ title, description: `${values.property.trim()} is in your track record now.` });
    onDone();
  };
  const create = useMutation(
    trpc.soldRecords.create.mutationOptions({
      onSuccess: () => done('Sold property added successfully'),
      onError: (error) => toast({ title: 'Failed to add sold property', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );
  const update = useMutation(
    trpc.soldRecords.update.mutationOptions({
      onSuccess: () => done('Sold property updated successfully'),
      onError: (error) =>
        toast({ title: 'Failed to update sold property', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
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
    const result = soldRecordInputSchema.safeParse(values);
    if (!result.success) {
      const errs = fieldErrors<keyof Values>(result.error.issues);
      setErrors(errs);
      const first = (['property', 'salePrice', 'saleDate'] as const).find((k) => errs[k]);
      if (first) document.getElementById(ids(first))?.focus();
      return;
    }
    const payload = {
      property: result.data.property,
      salePrice: String(result.data.salePrice),
      saleDate: result.data.saleDate,
      role: result.data.role,
    };
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
  const priceOk = values.salePrice.trim() && /^[\d$,.\s]+$/.test(values.salePrice);
  const priceHint = priceOk ? `Shown to visitors as ${formatPrice(values.salePrice)}.` : 'Numbers only, for example 385000.';

  return (
    <form onSubmit={onSubmit} aria-label={item ? 'Edit sold property' : 'Add sold property'}>
      <Flex direction="column" gap="3">
        <FormField id={ids('property')} label="Property" hint="The address, for example 1204 Light Street, Baltimore, MD 21230." error={errors.property} required>
          <TextField.Root
            {...props('property', 'The address, for example 1204 Light Street, Baltimore, MD 21230.')}
            value={values.property}
            onChange={(e) => set('property', e.target.value)}
          />
        </FormField>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField id={ids('salePrice')} label="Sale Price" hint={priceHint} error={errors.salePrice} required>
            <TextField.Root {...props('salePrice', priceHint)} inputMode="numeric" value={values.salePrice} onChange={(e) => set('salePrice', e.target.value)} />
          </FormField>
          <FormField id={ids('saleDate')} label="Sale Date" hint="The settlement date." error={errors.saleDate} required>
            <TextField.Root {...props('saleDate', 'The settlement date.')} type="date" value={values.saleDate} onChange={(e) => set('saleDate', e.target.value)} />
          </FormField>
        </Grid>
        <SelectField
          id={ids('role')}
          label="Role"
          value={values.role}
          options={soldRoles}
          onChange={(v) => set('role', v)}
          hint="Listing Agent when you represented the seller, Buyer Agent when you represented the buyer."
        />
        <Flex gap="3" justify="end" mt="2" wrap="wrap">
          <DialogCancel />
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : item ? 'Save Changes' : 'Add Sold Property'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
