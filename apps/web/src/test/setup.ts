// Runs before each web test file. The files share their worker's modules (vitest.config.ts), so Testing Library's own
// clean-up, which it registers once when first imported, would run for the first file only: each file registers it.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
