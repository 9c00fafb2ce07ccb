import { createContactForm } from './client';
import type { FormClient, FormClientOptions } from './client';
import { misplaced, startupRoot } from './startup';
import type { StartupWindow } from './startup';

/**
 * Takes over every server-rendered form in `doc` once. The form stays the PHP markup, so it
 * works without JavaScript and nothing moves; no framework is loaded for it (the client renders
 * nothing of its own, so React would only add weight to the page).
 *
 * @param doc   The document whose forms to take over.
 * @param win   The window (a stand-in in tests).
 * @param fetch Optional fetch for tests.
 * @return The clients started by this call.
 */
export function mountContactForms(
	doc: Document,
	win: StartupWindow,
	fetch?: FormClientOptions[ 'fetch' ]
): FormClient[] {
	const apiRoot = startupRoot( win );
	const clients: FormClient[] = [];
	doc.querySelectorAll< HTMLElement >( 'div.wpcf7[data-wpcf7-id]' ).forEach(
		( wrapper ) => {
			if (
				misplaced( wrapper ) ||
				! apiRoot ||
				wrapper.dataset.stagecraftForm
			) {
				return;
			}
			wrapper.dataset.stagecraftForm = 'mounted';
			clients.push( createContactForm( wrapper, { apiRoot, fetch } ) );
		}
	);
	return clients;
}
