// While the case wizard holds files that are not uploaded yet, leaving never loses them silently: a reload
// or closing the tab gets the browser's "Leave site?" warning, and a link or Cancel inside the app asks first.
import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { countPendingWizardFiles, wizardUploads } from '../wizard-uploads';

export function QueuedFilesLeaveGuard() {
  const items = useSyncExternalStore(wizardUploads.subscribe, wizardUploads.getItems);
  const pending = countPendingWizardFiles(items);

  useEffect(() => {
    if (pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => pending > 0 && currentLocation.pathname !== nextLocation.pathname);
  const files = pending === 1 ? '1 file is' : `${pending} files are`;

  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()} title="Leave without saving?">
      <div className="space-y-4 text-sm text-slate-600">
        <p>{files} queued for upload and will only be stored when the case is saved. Leaving now loses them.</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              wizardUploads.clear();
              blocker.proceed?.();
            }}
          >
            Leave and discard files
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
