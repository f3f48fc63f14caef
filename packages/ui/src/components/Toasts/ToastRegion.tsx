import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import type { ToasterProps } from './Toasts';
import { toastRegionReady } from './toast-queue';

/** sonner's toaster (loaded lazily by `Toaster`); the toasts that waited for it are shown once it is mounted. */
export default function ToastRegion({ label }: ToasterProps) {
  // Runs after sonner's own effects (children first), so the toaster is listening.
  useEffect(() => toastRegionReady(toast), []);
  return (
    <SonnerToaster
      position="bottom-center"
      containerAriaLabel={label}
      visibleToasts={3}
      gap={8}
      toastOptions={{ unstyled: true }}
    />
  );
}
