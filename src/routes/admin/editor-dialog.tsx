import { Dialog } from '@radix-ui/themes';
import { useRef, type ReactNode } from 'react';
import { confirmDiscard } from './unsaved-changes';

const DISCARD_DIALOG_MESSAGE = 'Discard the changes you made in this form?';

/**
 * The one dialog shape for Add and Edit. Its content unmounts when closed, so the form inside
 * starts fresh every time it opens (reset on close and on success). Closing it by Cancel,
 * Escape or a tap outside asks before throwing typed work away.
 */
export function EditorDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  // Opened by a button in a list, not by a Dialog.Trigger: Radix would hand the focus back to a
  // trigger it does not have (so it fell to the page). The button that had the focus gets it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && confirmDiscard(DISCARD_DIALOG_MESSAGE)) onClose();
      }}
    >
      <Dialog.Content
        maxWidth="640px"
        className="admin-dialog"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
