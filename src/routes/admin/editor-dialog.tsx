import { Dialog } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { hostToasts } from '../../components/toast-host';
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
  const content = useRef<HTMLDivElement>(null);
  const requestClose = useRef(() => {});
  requestClose.current = () => {
    if (confirmDiscard(DISCARD_DIALOG_MESSAGE)) onClose();
  };

  // While the dialog is open the toasts are shown inside it, above its overlay and within reach
  // of screen readers and of F8 (../../components/toast-host.ts). The host goes as soon as the
  // dialog starts closing, so a toast raised then ("Saved") is not carried off by its fade-out.
  const toastHost = useRef<HTMLDivElement | null>(null);
  const hostRef = useCallback((element: HTMLDivElement | null) => {
    toastHost.current = element;
    const stop = hostToasts(element);
    return () => {
      toastHost.current = null;
      stop?.();
    };
  }, []);

  // Escape pressed in the dialog is the dialog's. Radix gives Escape to the layer opened last, and
  // a toast raised while the dialog is open ("Unsaved changes restored", "Please select an image
  // file") is a layer of its own, opened after the dialog: it took the first Escape, which was
  // meant for the dialog. Heard before any layer (window, capture phase), the key closes the
  // dialog and is marked handled, which both the toast and the dialog's own layer then respect.
  // A menu opened from the dialog (a Select) has the focus in its own content, outside the
  // dialog's, so its Escape still closes just the menu; so does a toast the focus is in (F8).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !content.current?.contains(event.target)) return;
      if (toastHost.current?.contains(event.target)) return;
      event.preventDefault();
      requestClose.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) requestClose.current();
      }}
    >
      <Dialog.Content
        ref={content}
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
        {open && <div ref={hostRef} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
