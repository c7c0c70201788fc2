import { Box, Button, Flex, Grid, Text, TextArea, TextField } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { propertyStatuses, type Property } from '../../../domain/property';
import { formatPrice } from '../../../domain/format';
import { toast } from '../../components/toast-store';
import { useTRPC } from '../../lib/trpc';
import { DialogCancel } from './dialog-cancel';
import { EditorDialog } from './editor-dialog';
import { describeError } from './errors';
import { describedBy, FormField, SelectField } from './form-field';
import {
  emptyPropertyForm,
  isPropertyFormDirty,
  propertyToForm,
  toPropertyPayload,
  type PropertyFormErrors,
  type PropertyFormValues,
} from './property-form';
import { isImageFile, uploadImage } from './upload';
import { useUnsavedChanges } from './unsaved-changes';

export function PropertyDialog({ open, property, onClose }: { open: boolean; property: Property | null; onClose: () => void }) {
  const editing = !!property;
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Property' : 'Add Property'}
      description={
        editing
          ? 'Change any detail and save. Visitors see the update on your website straight away.'
          : 'Every field is required. The listing appears on your website as soon as you save it.'
      }
    >
      <PropertyForm key={property?.id ?? 'new'} property={property} onDone={onClose} />
    </EditorDialog>
  );
}

function PropertyForm({ property, onDone }: { property: Property | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [initial] = useState<PropertyFormValues>(() => (property ? propertyToForm(property) : emptyPropertyForm));
  const [values, setValues] = useState<PropertyFormValues>(initial);
  const [errors, setErrors] = useState<PropertyFormErrors>({});
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const id = useId();
  const ids = (name: string) => `${id}-${name}`;

  useUnsavedChanges('property-form', isPropertyFormDirty(values, initial));

  const onSuccess = async (message: string) => {
    await queryClient.invalidateQueries(trpc.properties.pathFilter());
    toast({ title: message, description: `"${values.title.trim()}" is saved. Your website shows the change now.` });
    onDone();
  };
  const create = useMutation(
    trpc.properties.create.mutationOptions({
      onSuccess: () => onSuccess('Property created successfully'),
      onError: (error) =>
        toast({ title: 'Failed to create property', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );
  const update = useMutation(
    trpc.properties.update.mutationOptions({
      onSuccess: () => onSuccess('Property updated successfully'),
      onError: (error) =>
        toast({ title: 'Failed to update property', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );
  const saving = create.isPending || update.isPending;
  const uploading = uploadPercent !== null;

  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    if (key === 'imageUrl') setPreviewFailed(false);
  };
  const text = (key: keyof PropertyFormValues) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toast({ title: 'Please select an image file', description: 'Choose a photo such as a JPEG, PNG or WebP file.', variant: 'destructive' });
      return;
    }
    setUploadPercent(0);
    try {
      const url = await uploadImage(file, setUploadPercent);
      set('imageUrl', url);
      toast({ title: 'Image uploaded successfully', description: 'The photo is attached. Save the property to publish it.' });
    } catch (error) {
      toast({ title: 'Failed to upload image', description: describeError(error, 'Please try another photo.'), variant: 'destructive' });
    } finally {
      setUploadPercent(null);
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving || uploading) return;
    const result = toPropertyPayload(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (Object.keys(emptyPropertyForm) as (keyof PropertyFormValues)[]).find((k) => result.errors[k]);
      if (first) document.getElementById(ids(first))?.focus();
      toast({ title: 'Please check the form', description: 'Some fields need your attention.', variant: 'destructive' });
      return;
    }
    if (property) update.mutate({ id: property.id, data: result.payload });
    else create.mutate(result.payload);
  };

  const field = (key: keyof PropertyFormValues, hint?: string) => ({
    id: ids(key),
    name: key,
    required: true,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': describedBy(ids(key), hint, errors[key]),
  });

  const priceHint = 'Numbers only, for example 450000.';
  const locationHint = 'Include the state so the listing filters find it, for example "Columbia, Maryland", "Washington, DC" or "Arlington, Virginia".';
  const imageHint = 'Filled in for you when you upload a photo. You can also paste a web address (https://...) or a site path (/uploads/...).';
  const pricePreview = values.price.trim() && /^[\d$,\s]+$/.test(values.price) ? `Shown to visitors as ${formatPrice(values.price)}.` : null;

  return (
    <form onSubmit={onSubmit} aria-label={property ? 'Edit property' : 'Add property'}>
      <Flex direction="column" gap="3">
        <FormField id={ids('title')} label="Title" error={errors.title} required>
          <TextField.Root {...field('title')} value={values.title} onChange={text('title')} />
        </FormField>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField id={ids('price')} label="Price" hint={pricePreview ?? priceHint} error={errors.price} required>
            <TextField.Root {...field('price', pricePreview ?? priceHint)} inputMode="numeric" value={values.price} onChange={text('price')} />
          </FormField>
          <SelectField
            id={ids('status')}
            label="Status"
            value={values.status}
            options={propertyStatuses}
            onChange={(v) => set('status', v)}
            hint="For Sale listings show as Available on the website."
          />
        </Grid>
        <FormField id={ids('address')} label="Address" error={errors.address} required>
          <TextField.Root {...field('address')} autoComplete="off" value={values.address} onChange={text('address')} />
        </FormField>
        <FormField id={ids('location')} label="Location" hint={locationHint} error={errors.location} required>
          <TextField.Root {...field('location', locationHint)} value={values.location} onChange={text('location')} />
        </FormField>
        <Grid columns="3" gap="3">
          <FormField id={ids('beds')} label="Beds" hint="Whole number" error={errors.beds} required>
            <TextField.Root {...field('beds', 'Whole number')} inputMode="numeric" value={values.beds} onChange={text('beds')} />
          </FormField>
          <FormField id={ids('baths')} label="Baths" hint="For example 2.5" error={errors.baths} required>
            <TextField.Root {...field('baths', 'For example 2.5')} inputMode="decimal" value={values.baths} onChange={text('baths')} />
          </FormField>
          <FormField id={ids('sqft')} label="Square Feet" hint="Whole number" error={errors.sqft} required>
            <TextField.Root {...field('sqft', 'Whole number')} inputMode="numeric" value={values.sqft} onChange={text('sqft')} />
          </FormField>
        </Grid>
        <FormField id={ids('description')} label="Description" error={errors.description} required>
          <TextArea {...field('description')} rows={5} resize="vertical" value={values.description} onChange={text('description')} />
        </FormField>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids('upload')} size="2" weight="medium">
            Upload a photo
          </Text>
          <input
            id={ids('upload')}
            className="admin-file-input"
            type="file"
            accept="image/*"
            disabled={uploading || saving}
            onChange={onFile}
            aria-describedby={`${ids('upload')}-hint`}
          />
          <Text as="p" id={`${ids('upload')}-hint`} size="1" color="gray">
            JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Landscape photos look best.
          </Text>
          <Text as="p" size="2" role="status" aria-live="polite">
            {uploading ? `Uploading image... ${uploadPercent}%` : ''}
          </Text>
        </Flex>
        <FormField id={ids('imageUrl')} label="Image URL" hint={imageHint} error={errors.imageUrl} required>
          <TextField.Root {...field('imageUrl', imageHint)} inputMode="url" value={values.imageUrl} onChange={text('imageUrl')} />
        </FormField>
        {values.imageUrl.trim() && (
          <Box className="admin-image-preview">
            {previewFailed ? (
              <Text as="p" size="2" color="red">
                This image could not be loaded. Check the address or upload the photo again.
              </Text>
            ) : (
              <img src={values.imageUrl.trim()} alt={`Preview of the photo for ${values.title.trim() || 'this property'}`} onError={() => setPreviewFailed(true)} />
            )}
          </Box>
        )}
        <Flex gap="3" justify="end" mt="2" wrap="wrap">
          <DialogCancel />
          <Button type="submit" disabled={saving || uploading}>
            {saving ? 'Saving...' : property ? 'Save Changes' : 'Add Property'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
