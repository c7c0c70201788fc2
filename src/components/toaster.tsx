import * as Toast from '@radix-ui/react-toast';
import { createPortal } from 'react-dom';
import { useToastPlaces } from './toast-host';
import { dismissToast, useToasts } from './toast-store';
import './toaster.css';

const TOAST_DURATION = 5000;

/**
 * Radix Toast: 5 s display, swipe right to dismiss (50 px), F8 focuses the toast area. While a
 * dialog is open the area and the announcements are inside it (./toast-host.ts).
 */
export function Toaster() {
  const toasts = useToasts();
  const { announcer, area } = useToastPlaces();
  const viewport = <Toast.Viewport className="toast-viewport" />;
  return (
    <Toast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
      announcerContainer={announcer ?? undefined}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`toast-root ${t.variant === 'destructive' ? 'toast-destructive' : ''}`}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast-text">
            {t.title && <Toast.Title className="toast-title">{t.title}</Toast.Title>}
            {t.description && <Toast.Description className="toast-description">{t.description}</Toast.Description>}
          </div>
          <Toast.Close className="toast-close" aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {area ? createPortal(viewport, area) : viewport}
    </Toast.Provider>
  );
}
