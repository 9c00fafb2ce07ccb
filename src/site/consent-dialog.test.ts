import { createConsentDialog } from './consent-dialog';
import { freshConsentPage, polyfillModalDialog } from './test-dialog';
import { dialogStack } from './dialog-stack';

beforeAll( polyfillModalDialog );

beforeEach( freshConsentPage );

function consentMarkup(): HTMLElement {
	document.body.innerHTML = `
		<div class="stagecraft-consent" data-stagecraft-consent="1">
			<button type="button" data-stagecraft-consent-open>Cookie settings</button>
			<dialog>
				<h2 class="stagecraft-consent__title">This site uses cookies</h2>
				<button type="button" data-consent-action="deny">Deny</button>
				<button type="button" data-consent-action="allow-all">Allow all</button>
			</dialog>
		</div>`;
	return document.querySelector( '.stagecraft-consent' ) as HTMLElement;
}

// afterPaint falls back to a timeout where there is no scheduler.postTask (jsdom).
const nextTask = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'the consent dialog on a first visit', () => {
	it( 'opens in a later task, and popups wait for it meanwhile', async () => {
		const root = consentMarkup();
		const dialog = root.querySelector( 'dialog' ) as HTMLDialogElement;
		createConsentDialog( root );
		expect( dialog.open ).toBe( false );
		const shown: string[] = [];
		dialogStack().whenFree( 'popup', () => shown.push( 'popup' ) );
		expect( shown ).toEqual( [] );
		await nextTask();
		expect( dialog.open ).toBe( true );
		expect( root.classList.contains( 'is-open' ) ).toBe( true );
		// Still waiting: the consent dialog is open now.
		expect( shown ).toEqual( [] );
	} );

	it( 'stays closed when the visitor answered through its link before it opened', async () => {
		const root = consentMarkup();
		createConsentDialog( root );
		(
			root.querySelector(
				'[data-stagecraft-consent-open]'
			) as HTMLButtonElement
		 ).click();
		expect( root.classList.contains( 'is-open' ) ).toBe( true );
		(
			root.querySelector(
				'[data-consent-action="allow-all"]'
			) as HTMLButtonElement
		 ).click();
		expect( root.classList.contains( 'is-open' ) ).toBe( false );
		await nextTask();
		expect( root.classList.contains( 'is-open' ) ).toBe( false );
	} );

	it( 'does not open once taken down', async () => {
		const root = consentMarkup();
		const dialog = root.querySelector( 'dialog' ) as HTMLDialogElement;
		createConsentDialog( root ).destroy();
		await nextTask();
		expect( dialog.open ).toBe( false );
	} );
} );
