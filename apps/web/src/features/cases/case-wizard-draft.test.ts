// Wizard drafts: saved and read back, corrupt ones ignored, only offered when they differ.
import { describe, expect, it } from 'vitest';
import { createEmptyWizardFormValues } from './case-wizard-form';
import { getDraftKey, isDraftDifferent, readDraft, removeDraft, saveDraft, type DraftStorage } from './case-wizard-draft';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('wizard drafts', () => {
  it('keys drafts by user and case', () => {
    expect(getDraftKey({ userId: 'u1', caseId: null })).toBe('casecast:case-draft:u1:new');
    expect(getDraftKey({ userId: 'u1', caseId: 'c9' })).toBe('casecast:case-draft:u1:c9');
  });

  it('saves and reads a draft back, and removes it', () => {
    const storage = memoryStorage();
    const values = createEmptyWizardFormValues('2024-05-01');
    values.basicInfo.clientName = 'Half typed';
    values.injuries.push({ type: 'Fracture', bodyPart: '', severity: 'severe', description: '' });
    saveDraft(storage, 'k', values, new Date('2024-05-01T10:00:00Z'));
    expect(readDraft(storage, 'k')).toEqual({ savedAt: '2024-05-01T10:00:00.000Z', values });
    removeDraft(storage, 'k');
    expect(readDraft(storage, 'k')).toBeNull();
  });

  it('reads a draft saved before phases, its status word as the phase it means', () => {
    const storage = memoryStorage();
    const values = createEmptyWizardFormValues('2024-05-01');
    const { phase: _phase, ...older } = values.basicInfo;
    storage.setItem(
      'old',
      JSON.stringify({ savedAt: '2024-05-01T10:00:00.000Z', values: { ...values, basicInfo: { ...older, status: 'Discovery' } } }),
    );
    expect(readDraft(storage, 'old')?.values.basicInfo.phase).toBe('litigation');
  });

  it('ignores corrupt or foreign data', () => {
    const storage = memoryStorage();
    storage.setItem('bad-json', '{nope');
    storage.setItem('bad-shape', JSON.stringify({ savedAt: 'x', values: { basicInfo: 3 } }));
    expect(readDraft(storage, 'bad-json')).toBeNull();
    expect(readDraft(storage, 'bad-shape')).toBeNull();
  });

  it('survives a storage that throws', () => {
    const storage: DraftStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => saveDraft(storage, 'k', createEmptyWizardFormValues())).not.toThrow();
    expect(readDraft(storage, 'k')).toBeNull();
  });

  it('offers a draft only when it differs from the starting values', () => {
    const initial = createEmptyWizardFormValues('2024-05-01');
    expect(isDraftDifferent({ savedAt: '', values: { ...initial, basicInfo: { ...initial.basicInfo, dateClosed: null } } }, initial)).toBe(
      false,
    );
    expect(isDraftDifferent({ savedAt: '', values: { ...initial, notes: [{ content: 'x' }] } }, initial)).toBe(true);
  });
});
