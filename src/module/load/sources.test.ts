import { readInline, readJsonFile, sourceOf } from './sources';
import { fakeFetch, reply } from './test-http';

function root( source?: string, inner = '' ) {
	const el = document.createElement( 'div' );
	if ( source !== undefined ) {
		el.dataset.stagecraftSource = source;
	}
	el.innerHTML = inner;
	return el;
}

describe( 'sourceOf', () => {
	it.each( [
		[ undefined, 'rest' ],
		[ 'ajax', 'ajax' ],
		[ 'inline', 'inline' ],
		[ 'json', 'json' ],
		[ 'ftp', 'rest' ],
	] )( 'data-stagecraft-source %p means %p', ( source, expected ) => {
		expect( sourceOf( root( source ) ) ).toBe( expected );
	} );
} );

describe( 'readInline', () => {
	it( 'reads the slider object of the JSON script in the root', async () => {
		const el = root(
			'inline',
			'<script type="application/json" class="stagecraft-module__data">{"success":true,"id":4}</script>'
		);
		await expect( readInline( el ) ).resolves.toEqual( {
			success: true,
			id: 4,
		} );
	} );

	it( 'rejects when there is no such script', async () => {
		const el = root(
			'inline',
			'<script class="stagecraft-module__data">{}</script>'
		);
		await expect( readInline( el ) ).rejects.toThrow(
			'No inline module data'
		);
	} );
} );

describe( 'readJsonFile', () => {
	it( 'GETs the file without custom headers', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, { success: true } ) );
		await expect( readJsonFile( '/m.json', fetch ) ).resolves.toEqual( {
			success: true,
		} );
		expect( calls[ 0 ] ).toEqual( {
			url: '/m.json',
			init: { credentials: 'same-origin' },
		} );
	} );

	it( 'rejects a non-200 reply and a missing URL', async () => {
		const { fetch } = fakeFetch( reply( 404, '', 'Not Found' ) );
		await expect( readJsonFile( '/m.json', fetch ) ).rejects.toThrow(
			'Not Found'
		);
		await expect( readJsonFile( '', fetch ) ).rejects.toThrow(
			'No module JSON URL'
		);
	} );
} );
