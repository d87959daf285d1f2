import { z } from 'zod';
import { roles } from './role-names';

// The names without zod (role-names.ts): what the first screens import, so that zod stays out
// of their scripts (the build would otherwise put it in the sign-in page's, docs/first-screen.md).
export * from './role-names';

export const role = z.enum(roles);
