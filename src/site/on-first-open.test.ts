import { onFirstOpen } from './on-first-open';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function setup( load: () => Promise< string > ) {
	const button = document.createElement( 'button' );
	document.body.append( button );
	const opened: string[] = [];
	const destroyed: string[] = [];
	const build = jest.fn( ( chunk: string ) => {
		const onClick = () => opened.push( `${ chunk } again` );
		button.addEventListener( 'click', onClick );
		return {
			open: () => opened.push( chunk ),
			destroy: () => {
				button.removeEventListener( 'click', onClick );
				destroyed.push( chunk );
			},
		};
	} );
	const handle = onFirstOpen( button, load, build );
	return { button, opened, destroyed, build, handle };
}

describe( 'onFirstOpen', () => {
	afterEach( () => document.body.replaceChildren() );

	it( 'fetches nothing until the visitor heads for the button', () => {
		const load = jest.fn( () => Promise.resolve( 'panel' ) );
		setup( load );
		expect( load ).not.toHaveBeenCalled();
	} );

	it( 'prefetches on focus, builds and opens on the first click, then leaves the button to the panel', async () => {
		const load = jest.fn( () => Promise.resolve( 'panel' ) );
		const { button, opened, build } = setup( load );
		button.dispatchEvent( new FocusEvent( 'focus' ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
		button.click();
		// A second click while the chunk is on its way does not build twice.
		button.click();
		await flush();
		expect( build ).toHaveBeenCalledTimes( 1 );
		expect( opened ).toEqual( [ 'panel' ] );
		button.click();
		expect( opened ).toEqual( [ 'panel', 'panel again' ] );
		expect( build ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'tries again on the next click when the chunk did not load', async () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		const load = jest
			.fn< Promise< string >, [] >()
			.mockRejectedValueOnce( new Error( 'ChunkLoadError' ) )
			.mockResolvedValue( 'panel' );
		const { button, opened } = setup( load );
		button.click();
		await flush();
		expect( opened ).toEqual( [] );
		expect( error ).toHaveBeenCalled();
		button.click();
		await flush();
		expect( opened ).toEqual( [ 'panel' ] );
		error.mockRestore();
	} );

	it( 'builds nothing once destroyed, and destroys what it built', async () => {
		const load = () => Promise.resolve( 'panel' );
		const first = setup( load );
		first.button.click();
		first.handle.destroy();
		await flush();
		expect( first.build ).not.toHaveBeenCalled();

		const second = setup( load );
		second.button.click();
		await flush();
		second.handle.destroy();
		expect( second.destroyed ).toEqual( [ 'panel' ] );
	} );
} );
