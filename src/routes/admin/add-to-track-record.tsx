import { Button, Text } from '@radix-ui/themes';
import { localDate } from '../../../domain/stats';
import { useRef, useState } from 'react';
import { publicStatus, type Property } from '../../../domain/property';
import { EditorDialog } from './editor-dialog';
import { useSoldRecordsQuery } from './sold-records-api';
import { SoldRecordEditor, type SoldRecordValues } from './sold-records-tab';
import { useFocusLanding } from './use-focus-landing';

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The day the listing last changed (when it was marked Sold), as YYYY-MM-DD in the agent's time
 * zone (America/New_York), the zone sale dates are checked in, wherever the browser is.
 */
export function soldDateOf(p: Pick<Property, 'updatedAt'>): string {
  const d = new Date(p.updatedAt);
  if (Number.isNaN(d.getTime())) return '';
  return localDate(d);
}

/** The sold record a Sold listing would become: its address, price and the day it was marked Sold. */
function trackRecordDraft(p: Pick<Property, 'address' | 'price' | 'updatedAt'>): SoldRecordValues {
  return { property: p.address, salePrice: String(p.price), saleDate: soldDateOf(p), role: 'Listing Agent' };
}

/**
 * On a Sold listing's card: offers to add the sale to the track record (price and date prefilled,
 * every field still editable), or says it is already there. Nothing for other statuses.
 */
export function AddToTrackRecord({ property }: { property: Property }) {
  const [open, setOpen] = useState(false);
  const sold = useSoldRecordsQuery();
  // Once the sale is recorded, the note replaces the button that opened the dialog (and the dialog
  // with it), so the focus cannot go back there: it moves to the note.
  const landFocus = useFocusLanding();
  const note = useRef<HTMLParagraphElement>(null);
  if (publicStatus(property.status) !== 'Sold' || !sold.data) return null;
  const recorded = sold.data.some((r) => squash(r.property) === squash(property.address));
  if (recorded) {
    return (
      <Text as="p" size="1" color="green" tabIndex={-1} ref={note}>
        In your sold track record.
      </Text>
    );
  }
  return (
    <>
      <Button size="2" variant="soft" color="green" onClick={() => setOpen(true)} aria-label={`Add to sold track record: ${property.title}`}>
        Add to sold track record
      </Button>
      <EditorDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add to Sold Track Record"
        description="This listing is marked Sold. Check the sale price and settlement date, then add it to the sold section of your home page."
      >
        <SoldRecordEditor
          item={null}
          initial={trackRecordDraft(property)}
          onDone={() => {
            setOpen(false);
            landFocus(() => note.current);
          }}
        />
      </EditorDialog>
    </>
  );
}
