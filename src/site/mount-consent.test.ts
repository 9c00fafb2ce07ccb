import { flagsFor, serialiseConsent } from './consent';
import { CONSENT_COOKIE } from './consent-pending';
import * as consentDialog from './consent-dialog';
import { writeCookie } from './cookies';
import { mountConsent } from './mount-consent';
import { freshConsentPage, polyfillModalDialog } from './test-dialog';
import { dialogStack } from './dialog-stack';

beforeAll( polyfillModalDialog );

beforeEach( () => {
	freshConsentPage();
	document.body.innerHTML = `
		<div class="stagecraft-consent" data-stagecraft-consent="1">
			<dialog>
				<h2 class="stagecraft-consent__title">This site uses cookies</h2>
				<button type="button" data-consent-action="deny">Deny</button>
			</dialog>
			<script type="text/plain" data-category="analytics">window.released = 1;</script>
		</div>`;
} );

// Each test's mount listens on the document: taken down after it, so tests do not share them.
let added: Array< Parameters< Document[ 'addEventListener' ] > > = [];
beforeEach( () => {
	const add = document.addEventListener.bind( document );
	added = [];
	jest.spyOn( document, 'addEventListener' ).mockImplementation(
		( ...args: Parameters< Document[ 'addEventListener' ] > ) => {
			added.push( args );
			add( ...args );
		}
	);
} );
afterEach( () => {
	jest.restoreAllMocks();
	added.forEach( ( [ type, listener ] ) =>
		document.removeEventListener( type, listener )
	);
} );

// afterPaint falls back to a timeout where there is no scheduler.postTask (jsdom): the dialog is
// built a task after the mount and opens a task after that.
const settle = async () => {
	for ( let i = 0; i < 3; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};
const dialog = () => document.querySelector( 'dialog' ) as HTMLDialogElement;
const answer = ( action: 'deny' | 'allow-all' ) =>
	writeCookie(
		CONSENT_COOKIE,
		serialiseConsent( { flags: flagsFor( action ), revision: 1 } ),
		1
	);

describe( 'mounting the consent dialog on a first visit', () => {
	it( 'claims the page at once and builds the dialog after the first paint', async () => {
		mountConsent();
		const root = document.querySelector(
			'.stagecraft-consent'
		) as HTMLElement;
		expect( root.dataset.stagecraftMounted ).toBe( '1' );
		const shown: string[] = [];
		dialogStack().whenFree( 'popup', () => shown.push( 'popup' ) );
		// Not built yet, and popups wait.
		expect( dialog().open ).toBe( false );
		expect( shown ).toEqual( [] );
		await settle();
		expect( dialog().open ).toBe( true );
		expect( shown ).toEqual( [] );
	} );

	it( 'mounts once, whichever script comes first', async () => {
		const create = jest.spyOn( consentDialog, 'createConsentDialog' );
		mountConsent();
		mountConsent();
		await settle();
		expect( create ).toHaveBeenCalledTimes( 1 );
		expect( dialog().open ).toBe( true );
	} );
} );

describe( 'mounting the consent dialog for a visitor who has answered', () => {
	it( 'lets waiting popups go once the dialog is built, and releases the allowed scripts', async () => {
		answer( 'allow-all' );
		mountConsent();
		const shown: string[] = [];
		dialogStack().whenFree( 'popup', () => shown.push( 'popup' ) );
		expect( shown ).toEqual( [] );
		await settle();
		expect( dialog().open ).toBe( false );
		expect( shown ).toEqual( [ 'popup' ] );
		expect(
			document.querySelector( 'script[data-consent-released]' )
		).not.toBeNull();
	} );
} );
