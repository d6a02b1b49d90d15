// Runs once before the journeys: the demo owner's password, set through the real reset email.
import { test as setup } from '@playwright/test';
import { resetDemoOwnerPassword } from './support/demo';

setup("the demo firm's owner sets a password through the reset email", async ({ page }) => {
  await resetDemoOwnerPassword(page);
});
