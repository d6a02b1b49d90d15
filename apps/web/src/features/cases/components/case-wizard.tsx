// The 4-step case form (new and edit): step indicator, per-step validation, slide between steps, draft autosave, Save guard.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useZodForm } from '../../../components/ui/form';
import { Check, ChevronLeft, ChevronRight, Save } from 'lucide-react';
import {
  CASE_WIZARD_STEP_LABELS,
  CASE_WIZARD_STEPS,
  formatDate,
  getNextWizardStep,
  getPreviousWizardStep,
  WIZARD_STEP_TRANSITION_MS,
  type CaseWizardStep,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Alert, Card } from '../../../components/ui/feedback';
import { QueuedFilesLeaveGuard } from '../../documents/components/queued-files-leave-guard';
import { caseWizardFormSchema, type CaseWizardFormSubmission, type CaseWizardFormValues } from '../case-wizard-form';
import { useWizardDraft } from '../use-wizard-draft';
import { BasicInfoStep, DocumentsStep, InjuriesStep, StepAttemptedContext, TreatmentsStep } from './wizard-steps';
import { showServerFieldErrors } from '../../../lib/record-form';

const STEP_COMPONENTS: Record<CaseWizardStep, () => React.JSX.Element> = {
  basicInfo: BasicInfoStep,
  injuries: InjuriesStep,
  treatments: TreatmentsStep,
  documents: DocumentsStep,
};

// What Next validates on each step (documents has no required fields).
const STEP_FIELDS: Record<CaseWizardStep, Array<'basicInfo' | 'clientContact' | 'injuries' | 'treatments' | 'notes'>> = {
  basicInfo: ['basicInfo', 'clientContact'],
  injuries: ['injuries'],
  treatments: ['treatments'],
  documents: [],
};

function StepIndicator({ current }: { current: CaseWizardStep }) {
  const currentIndex = CASE_WIZARD_STEPS.indexOf(current);
  return (
    <ol className="flex items-center gap-2 sm:gap-4" aria-label="Form steps">
      {CASE_WIZARD_STEPS.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={step} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                done && 'bg-brand-600 text-white',
                active && 'bg-brand-600 text-white ring-4 ring-brand-100',
                !done && !active && 'bg-slate-100 text-slate-500',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className={cn('sr-only text-sm font-medium sm:not-sr-only sm:inline', active ? 'text-slate-900' : 'text-slate-500')}>
              {CASE_WIZARD_STEP_LABELS[step]}
              {done && <span className="sr-only"> (completed)</span>}
            </span>
            {index < CASE_WIZARD_STEPS.length - 1 && (
              <span className={cn('h-px flex-1', done ? 'bg-brand-600' : 'bg-slate-200')} aria-hidden="true" />
            )}
          </li>
        );
      })}
    </ol>
  );
}

export type CaseWizardProps = {
  initialValues: CaseWizardFormValues;
  draftKey: string;
  failureMessage: string;
  onSubmit: (submission: CaseWizardFormSubmission) => Promise<void>;
  onCancel: () => void;
};

export function CaseWizard({ initialValues, draftKey, failureMessage, onSubmit, onCancel }: CaseWizardProps) {
  const form = useZodForm(caseWizardFormSchema, { defaultValues: initialValues, mode: 'onChange' });
  const draft = useWizardDraft({ form, storageKey: draftKey, initialValues });
  const [step, setStep] = useState<CaseWizardStep>('basicInfo');
  const [leaving, setLeaving] = useState<'forward' | 'back' | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempted, setAttempted] = useState<CaseWizardStep | null>(null);
  const submitting = useRef(false);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const transitionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(transitionTimer.current), []);

  const isLast = getNextWizardStep(step) === null;
  const StepComponent = STEP_COMPONENTS[step];

  const goTo = (target: CaseWizardStep, direction: 'forward' | 'back') => {
    if (leaving) return;
    setLeaving(direction);
    transitionTimer.current = setTimeout(() => {
      setStep(target);
      setLeaving(null);
      window.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
    }, WIZARD_STEP_TRANSITION_MS);
  };

  const next = async () => {
    const target = getNextWizardStep(step);
    if (!target) return;
    const fields = STEP_FIELDS[step];
    setAttempted(step);
    const valid = fields.length === 0 || (await form.trigger(fields, { shouldFocus: true }));
    if (valid) goTo(target, 'forward');
  };

  const previous = () => {
    const target = getPreviousWizardStep(step);
    if (target) goTo(target, 'back');
  };

  const saveValid = async (submission: CaseWizardFormSubmission) => {
    if (submitting.current) return;
    submitting.current = true;
    setSaving(true);
    setFailed(false);
    try {
      await onSubmit(submission);
      draft.clear();
    } catch (error) {
      setFailed(true);
      // A 400 naming the settlement amount or the date closed (a settled case needs both) shows under those fields.
      if (showServerFieldErrors(error, form.setError, ['basicInfo.actualSettlement', 'basicInfo.dateClosed'])) {
        setAttempted('basicInfo');
        if (step !== 'basicInfo') goTo('basicInfo', 'back');
      }
      window.scrollTo({ top: 0 });
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  // Errors on an earlier step (e.g. a restored draft): show that step.
  const showInvalidStep = (errors: FieldErrors<CaseWizardFormValues>) => {
    const firstInvalid = CASE_WIZARD_STEPS.find((candidate) => STEP_FIELDS[candidate].some((field) => errors[field]));
    setAttempted(firstInvalid ?? step);
    if (firstInvalid && firstInvalid !== step) goTo(firstInvalid, 'back');
  };

  const onFormSubmit = (event: FormEvent) => {
    // Enter in a field advances on earlier steps; only the last step saves.
    if (!isLast) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(saveValid, showInvalidStep)(event);
  };

  const cancel = () => {
    draft.clear();
    onCancel();
  };

  const dirty = form.formState.isDirty;

  return (
    <FormProvider {...form}>
      <div className="space-y-4">
        <QueuedFilesLeaveGuard />
        {draft.offeredDraft && (
          <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              You have an unsaved draft of this form from {formatDate(draft.offeredDraft.savedAt)} at{' '}
              {new Date(draft.offeredDraft.savedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}.
            </span>
            <span className="flex gap-2">
              <Button size="sm" onClick={draft.restore}>
                Restore draft
              </Button>
              <Button size="sm" variant="outline" onClick={draft.discard}>
                Discard draft
              </Button>
            </span>
          </Alert>
        )}
        {failed && <Alert tone="error">{failureMessage}</Alert>}
        <Card>
          <div className="border-b border-slate-100 px-5 py-5 sm:px-6">
            <StepIndicator current={step} />
          </div>
          <form onSubmit={onFormSubmit} noValidate aria-labelledby="wizard-step-heading">
            <div className="overflow-hidden">
              <div
                className={cn(
                  'px-5 py-6 transition-all duration-300 ease-out motion-reduce:transition-none sm:px-6',
                  leaving === 'forward' && '-translate-x-8 opacity-0',
                  leaving === 'back' && 'translate-x-8 opacity-0',
                )}
              >
                <h2
                  id="wizard-step-heading"
                  ref={headingRef}
                  tabIndex={-1}
                  className="mb-5 text-lg font-semibold text-slate-900 focus:outline-none"
                >
                  {CASE_WIZARD_STEP_LABELS[step]}
                </h2>
                <StepAttemptedContext.Provider value={attempted === step}>
                  <StepComponent />
                </StepAttemptedContext.Provider>
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
              <div className="flex items-center gap-3">
                <Button variant="ghost" onClick={cancel} disabled={saving}>
                  Cancel
                </Button>
                {dirty && (
                  <span className="text-xs text-slate-500" aria-live="polite">
                    {draft.savedAt ? 'Draft auto-saved' : 'Unsaved changes'}
                  </span>
                )}
              </div>
              <div className="flex gap-2">
                <Button variant="outline" onClick={previous} disabled={step === 'basicInfo' || saving}>
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
                </Button>
                {isLast ? (
                  <Button type="submit" disabled={saving}>
                    <Save className="h-4 w-4" aria-hidden="true" /> {saving ? 'Saving...' : 'Save'}
                  </Button>
                ) : (
                  <Button type="submit" disabled={leaving !== null}>
                    Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
            </div>
          </form>
        </Card>
        <p className="sr-only" aria-live="polite">
          {`Step ${CASE_WIZARD_STEPS.indexOf(step) + 1} of ${CASE_WIZARD_STEPS.length}: ${CASE_WIZARD_STEP_LABELS[step]}`}
        </p>
      </div>
    </FormProvider>
  );
}
