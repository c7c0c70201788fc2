import { Badge, Button, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { parseNumberText } from '../../../domain/fields';
import { formatDate, formatPrice } from '../../../domain/format';
import { DEFAULT_SOLD_ROLE, soldRecordInputSchema, soldRoles, type SoldRecord, type SoldRole } from '../../../domain/sold-record';
import { Form, FormField } from '../../components/form';
import { AdminCollection, type CollectionTexts, type EditorProps } from './admin-collection';
import { DialogCancel } from './dialog-cancel';
import { AdminFieldFrame, SelectControl } from './form-field';
import { useCreateSoldRecord, useRemoveSoldRecord, useSoldRecordsQuery, useUpdateSoldRecord } from './sold-records-api';
import { useAdminForm, useEditorConflict } from './use-admin-form';
import { useFocusLanding } from './use-focus-landing';
import { StatisticsSettings } from './statistics-settings';

export type SoldRecordValues = { property: string; salePrice: string; saleDate: string; role: SoldRole };
type Values = SoldRecordValues;
const empty: Values = { property: '', salePrice: '', saleDate: '', role: DEFAULT_SOLD_ROLE };

const texts: CollectionTexts<SoldRecord> = {
  title: 'Sold Properties',
  description: 'Your sold track record, shown on the home page newest sale first.',
  addLabel: 'Add Sold Property',
  editTitle: 'Edit Sold Property',
  newDescription: 'Record a closed sale; every field is required. It appears in the sold section of your home page as soon as you save it.',
  editDescription: 'Correct the details of this sale and save. Your track record updates straight away.',
  loading: 'Loading sold properties...',
  loadError: 'Your sold properties could not be loaded.',
  empty: 'No sold properties yet. Select Add Sold Property to record your first sale.',
  listLabel: 'Sold properties',
  editLabel: (r) => `Edit sale of ${r.property}`,
  deleteLabel: (r) => `Delete sale of ${r.property}`,
  confirmDelete: (r) =>
    `Delete the sale of ${r.property}? It will be removed from your track record. For 30 days you can bring it back under Settings, Recently deleted.`,
};

function SoldRecordCard({ r }: { r: SoldRecord }) {
  return (
    <>
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
    </>
  );
}

export function SoldRecordsTab() {
  return (
    <>
      <AdminCollection
        texts={texts}
        query={useSoldRecordsQuery()}
        removal={useRemoveSoldRecord()}
        Editor={SoldRecordEditor}
        renderCard={(r) => <SoldRecordCard r={r} />}
        history={{
          type: 'sold',
          labels: { property: 'Property', salePrice: 'Sale price', saleDate: 'Sale date', role: 'Role' },
          values: { salePrice: (v) => formatPrice(v as number) },
        }}
        columns={{ initial: '1', sm: '2', lg: '3' }}
        gap="3"
        cardGap="1"
      />
      {/* The figures computed from these records, and the baseline and stated values behind them. */}
      <StatisticsSettings />
    </>
  );
}

const Field = FormField<Values>;
const propertyHint = 'The address, for example 1204 Light Street, Baltimore, MD 21230.';

/** A stored sale as the form shows it. */
const toValues = (r: SoldRecord): Values => ({ property: r.property, salePrice: String(r.salePrice), saleDate: r.saleDate, role: r.role });

/** `initial`: a new record's prefilled values (a listing just marked Sold). */
export function SoldRecordEditor({ item, onDone, initial }: EditorProps<SoldRecord> & { initial?: Values }) {
  const admin = useAdminForm<Values, typeof soldRecordInputSchema>(
    soldRecordInputSchema,
    item ? toValues(item) : (initial ?? empty),
    'sold-record-form',
    item ? `sold-record:${item.id}` : 'sold-record:new',
    item?.version,
  );
  const { form, version, saveOnce } = admin;
  const create = useCreateSoldRecord({ onSuccess: onDone });
  const update = useUpdateSoldRecord({ onSuccess: onDone });
  const saving = create.isPending || update.isPending;
  // Save is disabled while the server answers, which drops the focus: a refused save gives it back.
  const landFocus = useFocusLanding();
  const saveButton = useRef<HTMLButtonElement>(null);
  const backToSave = { onError: () => landFocus(() => saveButton.current) };
  const salePrice = useWatch({ control: form.control, name: 'salePrice' });
  const amount = parseNumberText(salePrice);
  const priceHint = Number.isFinite(amount) && amount >= 0 ? `Shown to visitors as ${formatPrice(amount)}.` : 'Numbers only, for example 385000.';

  const submitAt = (startedFrom: number | undefined) =>
    form.handleSubmit((parsed) =>
      saveOnce((settled) => {
        const payload = { property: parsed.property, salePrice: String(parsed.salePrice), saleDate: parsed.saleDate, role: parsed.role };
        const callbacks = { ...backToSave, onSettled: settled };
        if (item) update.mutate({ id: item.id, data: payload, version: startedFrom }, callbacks);
        else create.mutate(payload, callbacks);
      }),
    );
  const onSubmit = submitAt(version);
  useEditorConflict(admin, { fromRecord: toValues, submitAt });

  return (
    <Form form={form} frame={AdminFieldFrame} onSubmit={onSubmit} aria-label={item ? 'Edit sold property' : 'Add sold property'}>
      <Flex direction="column" gap="3">
        <Field name="property" label="Property" hint={propertyHint} required>
          {(c) => <TextField.Root {...c} />}
        </Field>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Field name="salePrice" label="Sale Price" hint={priceHint} required>
            {(c) => <TextField.Root {...c} inputMode="numeric" />}
          </Field>
          <Field name="saleDate" label="Sale Date" hint="The settlement date." required>
            {(c) => <TextField.Root {...c} type="date" />}
          </Field>
        </Grid>
        <Field name="role" label="Role" hint="Listing Agent when you represented the seller, Buyer Agent when you represented the buyer.">
          {(c) => <SelectControl control={c} options={soldRoles} />}
        </Field>
        <Flex gap="3" justify="end" mt="2" wrap="wrap">
          <DialogCancel />
          <Button type="submit" disabled={saving} ref={saveButton}>
            {saving ? 'Saving...' : item ? 'Save Changes' : 'Add Sold Property'}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
