// Saves the wizard's values as a draft 30 s after the last change, and offers a stored draft back when the form opens.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_AUTOSAVE_DELAY_MS } from '@casecast/domain';
import type { UseFormReturn } from 'react-hook-form';
import { isDraftDifferent, readDraft, removeDraft, saveDraft, type CaseWizardDraft } from './case-wizard-draft';
import type { CaseWizardFormSubmission, CaseWizardFormValues } from './case-wizard-form';

type WizardForm = UseFormReturn<CaseWizardFormValues, unknown, CaseWizardFormSubmission>;

export function useWizardDraft({
  form,
  storageKey,
  initialValues,
}: {
  form: WizardForm;
  storageKey: string;
  initialValues: CaseWizardFormValues;
}) {
  const [offeredDraft, setOfferedDraft] = useState<CaseWizardDraft | null>(() => {
    const draft = readDraft(window.localStorage, storageKey);
    return draft && isDraftDifferent(draft, initialValues) ? draft : null;
  });
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paused = useRef(false);

  useEffect(() => {
    const subscription = form.watch(() => {
      if (paused.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const draft = saveDraft(window.localStorage, storageKey, form.getValues());
        setSavedAt(draft.savedAt);
      }, DRAFT_AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, storageKey]);

  const restore = useCallback(() => {
    if (!offeredDraft) return;
    form.reset(offeredDraft.values, { keepDefaultValues: true });
    setOfferedDraft(null);
  }, [form, offeredDraft]);

  const discard = useCallback(() => {
    removeDraft(window.localStorage, storageKey);
    setOfferedDraft(null);
  }, [storageKey]);

  /** After a save or a cancel: no draft left behind, and none written later. */
  const clear = useCallback(() => {
    paused.current = true;
    clearTimeout(timer.current);
    removeDraft(window.localStorage, storageKey);
  }, [storageKey]);

  return { offeredDraft, savedAt, restore, discard, clear };
}
