import { mountContactForms } from './mount';

const FORM = `<div class="wpcf7 no-js" data-wpcf7-id="7"><form class="wpcf7-form">
<input type="hidden" name="_wpcf7" value="7"><input type="hidden" name="_wpcf7_unit_tag" value="t">
<span class="wpcf7-form-control-wrap" data-name="n"><input class="wpcf7-form-control" name="n"></span>
</form></div>`;

const win = ( root?: string ) =>
	( {
		wpcf7: root ? { api: { root } } : undefined,
		fetch: () => {},
		FormData,
		console,
	} ) as Parameters< typeof mountContactForms >[ 1 ];

describe( 'mountContactForms (the contact form block’s view script)', () => {
	it( 'takes each server-rendered form over once and lets go on destroy', () => {
		document.body.innerHTML = FORM + FORM.replace( '"t"', '"u"' );
		const fetchMock = jest.fn( () => new Promise< Response >( () => {} ) );
		const clients = mountContactForms(
			document,
			win( '/wp-json/' ),
			fetchMock
		);
		expect( clients ).toHaveLength( 2 );
		const wrappers = document.querySelectorAll( '.wpcf7' );
		wrappers.forEach( ( w ) =>
			expect( w.classList.contains( 'js' ) ).toBe( true )
		);
		expect( document.querySelectorAll( 'form' ) ).toHaveLength( 2 );
		// A second call (another view script instance) mounts nothing twice.
		expect(
			mountContactForms( document, win( '/wp-json/' ), fetchMock )
		).toHaveLength( 0 );
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const submit = () =>
			form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		expect( submit() ).toBe( false );
		clients.forEach( ( c ) => c.destroy() );
		expect( submit() ).toBe( true );
	} );

	it( 'starts nothing and logs why when wpcf7 is missing', () => {
		document.body.innerHTML = FORM;
		expect( mountContactForms( document, win() ) ).toHaveLength( 0 );
		expect(
			document.querySelector( '.wpcf7' )?.classList.contains( 'js' )
		).toBe( false );
		expect( console ).toHaveErroredWith( 'wpcf7 is not defined.' );
	} );

	it( 'replaces a form placed inside another form with the spec message', () => {
		document.body.innerHTML = `<form>${ FORM }</form>`;
		expect(
			mountContactForms( document, win( '/wp-json/' ) )
		).toHaveLength( 0 );
		expect(
			document.querySelector( '.wpcf7-misplaced' )?.textContent
		).toBe( 'Error: This contact form is placed in the wrong place.' );
	} );
} );
