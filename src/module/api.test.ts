import { createApi, installApi, VERSION } from './api';
import { mediaControls } from './media/watch';
import type { ModuleHandle, ModuleState } from './types';

function fakeHandle( alias: string, state: ModuleState, id = 1 ): ModuleHandle {
	const nothing = () => {};
	return {
		alias,
		id,
		state,
		migrated: false,
		element: document.createElement( 'div' ),
		destroy: nothing,
		next: nothing,
		prev: nothing,
		goTo: nothing,
		pause: nothing,
		play: nothing,
		current: () => null,
		slideCount: 0,
		on: nothing,
		off: nothing,
		once: nothing,
		redraw: nothing,
		fullscreen: nothing,
		scrollTo: () => Promise.resolve( false ),
		...mediaControls( () => null ),
	};
}

describe( 'installApi', () => {
	it( 'creates window.Stagecraft once and reuses it afterwards', () => {
		const target: { Stagecraft?: unknown } = {};
		const first = installApi( target );
		first.notify( fakeHandle( 'a', 'registered' ) );

		const second = installApi( target );
		expect( second ).toBe( first );
		expect( target.Stagecraft ).toBe( first );
		expect( second.get( 'a' )?.alias ).toBe( 'a' );
		expect( first.version ).toBe( VERSION );
		expect( VERSION ).toBe( '7.0.0' );
		// The README's list of events, the per-tick and frame-rate ones included.
		expect( first.events ).toEqual(
			expect.arrayContaining( [ 'afterChange', 'update', 'lowfps' ] )
		);
		expect( first.events ).toHaveLength( 18 );
	} );

	it( 'installs on window by default', () => {
		const api = installApi();
		expect( window.Stagecraft ).toBe( api );
		expect( installApi() ).toBe( api );
	} );

	it( 'replaces a value that is not the API', () => {
		const target: { Stagecraft?: unknown } = { Stagecraft: { foo: 1 } };
		const api = installApi( target );
		expect( typeof api.ready ).toBe( 'function' );
		expect( target.Stagecraft ).toBe( api );
	} );
} );

describe( 'createApi', () => {
	it( 'resolves ready() registered before the module exists', async () => {
		const api = createApi();
		const ready = api.ready( 'late' );
		const handle = fakeHandle( 'late', 'run' );
		api.notify( fakeHandle( 'late', 'loaded' ) );
		api.notify( handle );
		await expect( ready ).resolves.toBe( handle );
	} );

	it( 'emits statechange until the listener is removed', () => {
		const api = createApi();
		const listener = jest.fn();
		api.on( 'statechange', listener );
		api.notify( fakeHandle( 'x', 'observed' ) );
		api.off( 'statechange', listener );
		api.notify( fakeHandle( 'x', 'run' ) );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( listener ).toHaveBeenCalledWith(
			expect.objectContaining( {
				alias: 'x',
				state: 'observed',
				migrated: false,
			} )
		);
	} );

	it( 'forgets only the module it was given', () => {
		const api = createApi();
		const older = fakeHandle( 'x', 'run' );
		const newer = fakeHandle( 'x', 'run' );
		api.notify( older );
		api.notify( newer );
		api.forget( older );
		expect( api.get( 'x' ) ).toBe( newer );
		api.forget( newer );
		expect( api.get( 'x' ) ).toBeUndefined();
	} );
} );

describe( 'lookup by id', () => {
	it( 'get and ready accept a database id as well as the alias', async () => {
		const api = createApi();
		const ready = api.ready( 42 );
		const handle = fakeHandle( 'by-id', 'run', 42 );
		api.notify( handle );
		await expect( ready ).resolves.toBe( handle );
		expect( api.get( 42 ) ).toBe( handle );
		expect( api.get( '42' ) ).toBe( handle );
		expect( api.get( 'by-id' ) ).toBe( handle );
		expect( api.get( 43 ) ).toBeUndefined();
	} );
} );
