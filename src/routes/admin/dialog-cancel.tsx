import { Button, Dialog } from '@radix-ui/themes';

/** Cancel closes through the dialog's guard, which asks before discarding typed work. */
export function DialogCancel() {
  return (
    <Dialog.Close>
      <Button type="button" variant="soft" color="gray">
        Cancel
      </Button>
    </Dialog.Close>
  );
}
