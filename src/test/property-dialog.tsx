// The property editor in its dialog without the list around it, for tests of the form itself.
// The titles and descriptions are the ones the properties tab gives AdminCollection.
import type { Property } from '../../domain/property';
import { EditorDialog } from '../routes/admin/editor-dialog';
import { PROPERTY_DIALOG_TEXTS, PropertyEditor } from '../routes/admin/property-dialog';

export function PropertyDialog({ open, property, onClose }: { open: boolean; property: Property | null; onClose: () => void }) {
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      title={property ? 'Edit Property' : 'Add Property'}
      description={property ? PROPERTY_DIALOG_TEXTS.editDescription : PROPERTY_DIALOG_TEXTS.newDescription}
    >
      <PropertyEditor key={property?.id ?? 'new'} item={property} onDone={onClose} />
    </EditorDialog>
  );
}
