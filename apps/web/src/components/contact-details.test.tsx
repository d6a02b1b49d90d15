// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ContactDetails, telHref } from './contact-details';

afterEach(() => cleanup());

it('a phone is a tel: link with its digits and plus signs only, an email a mailto: link', () => {
  const { container } = render(
    <p>
      <ContactDetails
        parts={[
          { kind: 'text', value: 'Dana Adjuster' },
          { kind: 'phone', value: '+1 (555) 010-2030 ext. 4' },
          { kind: 'email', value: 'dana@carrier.example' },
          { kind: 'text', value: null },
        ]}
      />
    </p>,
  );
  expect(screen.getByRole('link', { name: '+1 (555) 010-2030 ext. 4' }).getAttribute('href')).toBe('tel:+155501020304');
  expect(screen.getByRole('link', { name: 'dana@carrier.example' }).getAttribute('href')).toBe('mailto:dana@carrier.example');
  expect(container.textContent).toBe('Dana Adjuster · +1 (555) 010-2030 ext. 4 · dana@carrier.example');
});

it('a phone without a digit stays text, and nothing is shown when every part is empty', () => {
  expect(telHref('ask reception')).toBeNull();
  const { container } = render(
    <p>
      <ContactDetails parts={[{ kind: 'phone', value: 'ask reception' }]} />
    </p>,
  );
  expect(screen.queryByRole('link')).toBeNull();
  expect(container.textContent).toBe('ask reception');
  cleanup();
  const empty = render(
    <p>
      <ContactDetails
        parts={[
          { kind: 'email', value: '' },
          { kind: 'phone', value: null },
        ]}
      />
    </p>,
  );
  expect(empty.container.textContent).toBe('');
});
