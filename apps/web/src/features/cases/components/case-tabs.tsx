// The case page's tabs: a tablist (arrow keys move between tabs) whose choice is in the address (?tab=medical), so a reload or a link keeps it.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '../../../components/ui/cn';

export const CASE_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'medical', label: 'Medical' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'communications', label: 'Communications' },
  { value: 'portal', label: 'Portal' },
  { value: 'negotiation', label: 'Negotiation' },
  { value: 'costs', label: 'Costs' },
  { value: 'liens', label: 'Liens' },
  { value: 'settlement', label: 'Settlement' },
] as const;
export type CaseTab = (typeof CASE_TABS)[number]['value'];

const tabClass = cn(
  'whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

/** The tab in the address, or Overview for none or an unknown one. */
export function readCaseTab(params: URLSearchParams): CaseTab {
  const value = params.get('tab');
  return CASE_TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}

export function CaseTabs({ panels }: { panels: Record<CaseTab, () => ReactNode> }) {
  const [params, setParams] = useSearchParams();
  const current = readCaseTab(params);
  const select = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Tabs.Root value={current} onValueChange={select} className="space-y-6">
      <Tabs.List className="flex gap-1 overflow-x-auto border-b border-slate-200" aria-label="Case sections">
        {CASE_TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {CASE_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {tab.value === current && panels[tab.value]()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
