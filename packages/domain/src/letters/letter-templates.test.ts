import { describe, expect, it } from 'vitest';
import { DEFAULT_LETTER_TEMPLATES } from './default-letters.js';
import { findUnknownLetterPlaceholders, LETTER_KINDS, letterNeeds, letterTemplateKind, renderLetterTemplate } from './letter-templates.js';

describe('letter template placeholders', () => {
  it('knows the demand letter placeholders and the letters own, and names unknown ones once', () => {
    expect(findUnknownLetterPlaceholders('{{client_name}} {{client_phone}} {{lien_amount}} {{total_billed}}')).toEqual([]);
    expect(findUnknownLetterPlaceholders('{{client_nme}} {{ client_nme }} {{foo}}')).toEqual(['client_nme', 'foo']);
  });

  it('fills values and shows a missing one as not recorded', () => {
    expect(
      renderLetterTemplate('Dear {{ client_name }}, call {{client_phone}} at {{firm_name}}; {{unknown}}', {
        client_name: 'Ana Ruiz',
        client_phone: '  ',
        firm_name: 'Reyes Law',
      }),
    ).toBe('Dear Ana Ruiz, call [client phone not recorded] at Reyes Law; {{unknown}}');
  });

  it('says when a body needs a provider or a lien picked', () => {
    expect(letterNeeds('{{provider_name}}')).toEqual({ provider: true, lien: false });
    expect(letterNeeds('{{lien_amount}} {{client_name}}')).toEqual({ provider: false, lien: true });
    expect(letterNeeds('{{client_name}}')).toEqual({ provider: false, lien: false });
  });
});

describe('letterTemplateKind', () => {
  const valid = { name: 'Letter', kind: 'other', body: 'Dear {{client_name}}' } as const;

  it('refuses unknown placeholders, naming the body field', () => {
    const record = letterTemplateKind.createSchema.parse({ ...valid, body: 'Dear {{clientName}}' });
    expect(letterTemplateKind.check(record)).toEqual([{ path: 'body', message: 'Unknown placeholder: {{clientName}}' }]);
    expect(letterTemplateKind.check(letterTemplateKind.createSchema.parse(valid))).toEqual([]);
  });

  it('requires a name and a body of at most 20,000 characters, and one of the kinds', () => {
    const messages = (input: object) =>
      letterTemplateKind.createSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ ...valid, name: ' ' })).toEqual(['name: Name is required']);
    expect(messages({ ...valid, body: 'x'.repeat(20_001) })).toEqual(['body: Template text must be at most 20,000 characters']);
    expect(messages({ ...valid, kind: 'memo' })?.[0]).toMatch(/^kind: Kind must be one of letter_of_representation/);
    expect(letterTemplateKind.createSchema.safeParse({ ...valid, body: 'x'.repeat(20_000) }).success).toBe(true);
  });

  it('is served to owners only at /api/firm/templates', () => {
    expect(letterTemplateKind).toMatchObject({ scope: 'firm', path: 'firm/templates', editPermission: 'letterTemplates.edit' });
  });
});

describe('DEFAULT_LETTER_TEMPLATES', () => {
  it('holds one letter of each kind but other, each with known placeholders only', () => {
    expect(DEFAULT_LETTER_TEMPLATES.map((template) => template.kind).sort()).toEqual(
      LETTER_KINDS.filter((kind) => kind !== 'other').sort(),
    );
    for (const template of DEFAULT_LETTER_TEMPLATES) {
      expect(findUnknownLetterPlaceholders(template.body), template.name).toEqual([]);
      expect(letterTemplateKind.check(letterTemplateKind.createSchema.parse(template))).toEqual([]);
    }
  });

  it('encloses the HIPAA authorization in the records request and names the provider', () => {
    const request = DEFAULT_LETTER_TEMPLATES.find((template) => template.kind === 'records_request')!;
    expect(request.body).toContain('45 C.F.R. § 164.508');
    expect(letterNeeds(request.body).provider).toBe(true);
  });
});
