import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMAND_TEMPLATE, demandTemplateUpdateSchema, findUnknownPlaceholders, renderDemandTemplate } from './demand-template.js';

describe('demand template', () => {
  it('fills placeholders, with or without spaces inside the braces', () => {
    expect(
      renderDemandTemplate('Dear {{ adjuster_name }}, re {{client_name}}: {{demand_amount}}', {
        adjuster_name: 'Pat Lee',
        client_name: 'Ana Ruiz',
        demand_amount: '$85,000.00',
      }),
    ).toBe('Dear Pat Lee, re Ana Ruiz: $85,000.00');
  });

  it('marks a placeholder without a value so the gap shows', () => {
    expect(renderDemandTemplate('Claim {{claim_number}}', { claim_number: null })).toBe('Claim [claim number not recorded]');
  });

  it('uses only known placeholders in the default template', () => {
    expect(findUnknownPlaceholders(DEFAULT_DEMAND_TEMPLATE)).toEqual([]);
    expect(demandTemplateUpdateSchema.safeParse({ body: DEFAULT_DEMAND_TEMPLATE }).success).toBe(true);
  });

  it('refuses a template with an unknown placeholder, naming it', () => {
    const result = demandTemplateUpdateSchema.safeParse({ body: 'Dear {{adjuster}} and {{ clientname }} and {{adjuster}}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown placeholders: {{adjuster}}, {{clientname}}');
  });

  it('refuses a blank template', () => {
    expect(demandTemplateUpdateSchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe('Template text is required');
  });
});
