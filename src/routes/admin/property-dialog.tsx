// The property editor: one form for Add and Edit, composed of sections so a new group of
// fields is one more section component (see the "Adding a field" notes in README.md).
import { Button, Flex, Grid, TextArea, TextField } from '@radix-ui/themes';
import { useRef, useState, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { parseNumberText } from '../../../domain/fields';
import { formatPrice } from '../../../domain/format';
import { firstPhotoWithoutAlt } from '../../../domain/photo';
import { propertyInputSchema, propertyStatuses, type Property } from '../../../domain/property';
import { Form, FormField } from '../../components/form';
import { toast } from '../../components/toast-store';
import type { EditorProps } from './admin-collection';
import { DialogCancel } from './dialog-cancel';
import { AdminFieldFrame, SelectControl } from './form-field';
import { useCreateProperty, useUpdateProperty } from './properties-api';
import { emptyPropertyForm, propertyPayload, propertyToForm, type PropertyFormValues, type PropertyTextField } from './property-form';
import { PhotoManager } from './photo-manager';
import { useAdminForm, useEditorConflict } from './use-admin-form';
import { mergePhotos } from './history/three-way';
import { useFocusLanding } from './use-focus-landing';
import { PropertyFactsSection } from './property-facts-section';

export const PROPERTY_DIALOG_TEXTS = {
  newDescription: 'Every field is required. The listing appears on your website as soon as you save it.',
  editDescription: 'Change any detail and save. Visitors see the update on your website straight away.',
};

/** A property field (typed on the form's values). */
const Field = FormField<PropertyFormValues, PropertyTextField>;

export function PropertyEditor({ item: property, onDone }: EditorProps<Property>) {
  const admin = useAdminForm<PropertyFormValues, typeof propertyInputSchema>(
    propertyInputSchema,
    property ? propertyToForm(property) : emptyPropertyForm,
    'property-form',
    property ? `property:${property.id}` : 'property:new',
    property?.version,
  );
  const { form, version, saveOnce } = admin;
  const create = useCreateProperty({ onSuccess: onDone });
  const update = useUpdateProperty({ onSuccess: onDone });
  const [uploading, setUploading] = useState(false);
  const saving = create.isPending || update.isPending;
  // Save is disabled while the server answers, which drops the focus: a refused save gives it back.
  const landFocus = useFocusLanding();
  const saveButton = useRef<HTMLButtonElement>(null);
  const backToSave = { onError: () => landFocus(() => saveButton.current) };

  const submitAt = (startedFrom: number | undefined) =>
    form.handleSubmit(
      (parsed) => {
        // Save is disabled meanwhile, but Enter in a field and "Keep mine" submit too: say why nothing was saved.
        if (uploading) {
          toast({ title: 'Photos still uploading', description: 'Save again once the upload has finished.' });
          return;
        }
        saveOnce((settled) => {
          const payload = propertyPayload(parsed);
          const callbacks = { ...backToSave, onSettled: settled };
          if (property) update.mutate({ id: property.id, data: payload, version: startedFrom }, callbacks);
          else create.mutate(payload, callbacks);
        });
      },
      () => toast({ title: 'Please check the form', description: 'Some fields need your attention.', variant: 'destructive' }),
    );
  const onSubmit = submitAt(version);
  // A photo list changed here and elsewhere is combined photo by photo, so neither side's photos are lost.
  useEditorConflict(admin, { fromRecord: propertyToForm, submitAt, mergers: { photos: mergePhotos } });

  return (
    <Form form={form} frame={AdminFieldFrame} onSubmit={onSubmit} aria-label={property ? 'Edit property' : 'Add property'}>
      <Flex direction="column" gap="3">
        <PropertyDetailsSection />
        <PhotoManager disabled={saving} onUploadingChange={setUploading} />
        <PropertyFactsSection />
        <Flex gap="3" justify="end" align="center" mt="2" wrap="wrap">
          <DialogCancel />
          <SaveButton ref={saveButton} saving={saving} uploading={uploading} label={property ? 'Save Changes' : 'Add Property'} />
        </Flex>
      </Flex>
    </Form>
  );
}

const priceHint = 'Numbers only, for example 450000.';
const locationHint = 'Include the state so the listing filters find it, for example "Columbia, Maryland", "Washington, DC" or "Arlington, Virginia".';

/** Title, price, status, address, location, rooms and description. */
function PropertyDetailsSection() {
  const price = useWatch<PropertyFormValues, 'price'>({ name: 'price' });
  const amount = parseNumberText(price);
  // Only for what the server will take, so the preview never shows a price that is then refused.
  const pricePreview = Number.isInteger(amount) && amount >= 0 ? `Shown to visitors as ${formatPrice(amount)}.` : null;
  return (
    <>
      <Field name="title" label="Title" required>
        {(c) => <TextField.Root {...c} />}
      </Field>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <Field name="price" label="Price" hint={pricePreview ?? priceHint} required>
          {(c) => <TextField.Root {...c} inputMode="numeric" />}
        </Field>
        <Field name="status" label="Status" hint="For Sale listings show as Available on the website.">
          {(c) => <SelectControl control={c} options={propertyStatuses} />}
        </Field>
      </Grid>
      <Field name="address" label="Address" required>
        {(c) => <TextField.Root {...c} autoComplete="off" />}
      </Field>
      <Field name="location" label="Location" hint={locationHint} required>
        {(c) => <TextField.Root {...c} />}
      </Field>
      <Grid columns="3" gap="3">
        <Field name="beds" label="Beds" hint="Whole number" required>
          {(c) => <TextField.Root {...c} inputMode="numeric" />}
        </Field>
        <Field name="baths" label="Baths" hint="For example 2.5" required>
          {(c) => <TextField.Root {...c} inputMode="decimal" />}
        </Field>
        <Field name="sqft" label="Square Feet" hint="Whole number" required>
          {(c) => <TextField.Root {...c} inputMode="numeric" />}
        </Field>
      </Grid>
      <Field name="description" label="Description" required>
        {(c) => <TextArea {...c} rows={5} resize="vertical" />}
      </Field>
    </>
  );
}

/** The save button; while a photo lacks alt text it says which one (saving then points at that photo). */
function SaveButton({ saving, uploading, label, ref }: { saving: boolean; uploading: boolean; label: string; ref: Ref<HTMLButtonElement> }) {
  const photos = useWatch<PropertyFormValues, 'photos'>({ name: 'photos' });
  const missing = firstPhotoWithoutAlt(photos ?? []);
  return (
    <Button type="submit" disabled={saving || uploading} ref={ref}>
      {saving ? 'Saving...' : uploading ? 'Uploading photos...' : label}
      {!saving && missing !== null ? <span className="photo-manager__save-note">(photo {missing} needs alt text)</span> : null}
    </Button>
  );
}
