// Path parameters shared by the routes: ids are opaque strings of bounded length.
import { z } from 'zod';

export const idParam = z.object({ id: z.string().min(1).max(100) });
export const caseIdParam = z.object({ caseId: z.string().min(1).max(100) });
