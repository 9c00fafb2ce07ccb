import { NONE, nextOpen, panelForHash, shownPanels } from './helper-rules';
import { createHelper } from './helper';

describe( 'helper panels: one open at a time', () => {
	it( 'opens the activated item, closes the open one, closes on a second activation', () => {
		expect( nextOpen( NONE, 1 ) ).toBe( 1 );
		expect( nextOpen( 1, 2 ) ).toBe( 2 );
		expect( nextOpen( 2, 2 ) ).toBe( NONE );
		expect( shownPanels( 2, 3 ) ).toEqual( [ false, false, true ] );
		expect( shownPanels( NONE, 2 ) ).toEqual( [ false, false ] );
	} );

	it( 'opens the panel a deep link names', () => {
		expect(
			panelForHash( '#h-panel-2', [ 'h-panel-1', 'h-panel-2' ] )
		).toBe( 1 );
		expect( panelForHash( '', [ 'h-panel-1' ] ) ).toBe( NONE );
		expect( panelForHash( '#other', [ 'h-panel-1' ] ) ).toBe( NONE );
	} );
} );

describe( 'helper panels in the page', () => {
	function markup() {
		document.body.innerHTML = `
			<div class="stagecraft-helper" id="h">
				<p class="stagecraft-helper__title">Need help?</p>
				<ul class="stagecraft-helper__links">
					<li><a class="stagecraft-helper__link" href="#h-panel-1">Call</a></li>
					<li><a class="stagecraft-helper__link" href="#h-panel-2">Write</a></li>
				</ul>
				<div class="stagecraft-helper__panel" id="h-panel-1"><div>Phone</div><a class="stagecraft-helper__close" href="#h">Close</a></div>
				<div class="stagecraft-helper__panel" id="h-panel-2"><div>Mail</div><a class="stagecraft-helper__close" href="#h">Close</a></div>
			</div>`;
		return document.getElementById( 'h' ) as HTMLElement;
	}
	const expanded = ( root: HTMLElement ) =>
		Array.from(
			root.querySelectorAll( 'button.stagecraft-helper__link' ),
			( b ) => b.getAttribute( 'aria-expanded' )
		);

	it( 'turns the links into disclosure buttons, exclusive, with a close button returning focus', () => {
		const root = markup();
		const helper = createHelper( root, '' );
		const [ call, write ] = Array.from(
			root.querySelectorAll< HTMLButtonElement >(
				'button.stagecraft-helper__link'
			)
		);
		expect( call.getAttribute( 'aria-controls' ) ).toBe( 'h-panel-1' );
		expect( expanded( root ) ).toEqual( [ 'false', 'false' ] );
		call.click();
		expect( expanded( root ) ).toEqual( [ 'true', 'false' ] );
		expect(
			( document.getElementById( 'h-panel-1' ) as HTMLElement ).hidden
		).toBe( false );
		write.click();
		expect( expanded( root ) ).toEqual( [ 'false', 'true' ] );
		expect(
			( document.getElementById( 'h-panel-1' ) as HTMLElement ).hidden
		).toBe( true );
		write.click();
		expect( helper?.open ).toBe( NONE );
		call.click();
		root.querySelector< HTMLButtonElement >(
			'#h-panel-1 button.stagecraft-helper__close'
		)?.click();
		expect( helper?.open ).toBe( NONE );
		expect( call.ownerDocument.activeElement ).toBe( call );
	} );

	it( 'opens the panel of the address at load', () => {
		const root = markup();
		expect( createHelper( root, '#h-panel-2' )?.open ).toBe( 1 );
		expect( root.classList.contains( 'is-ready' ) ).toBe( true );
	} );
} );
