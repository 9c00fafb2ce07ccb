export { createContactForm } from './client';
export type { FormClient, FormClientOptions } from './client';
export { startupRoot, misplaced } from './startup';
export { statusClass } from './status';
