import { createEventStore, ownerWindow } from './store';

describe( 'createEventStore', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'removes every listener, timer, frame and observer on clear', () => {
		jest.useFakeTimers();
		const store = createEventStore( window );
		const el = document.createElement( 'button' );
		const seen: string[] = [];
		store.on( el, 'click', () => seen.push( 'click' ) );
		store.on( window, 'resize', () => seen.push( 'resize' ) );
		store.timeout( () => seen.push( 'timeout' ), 50 );
		store.frame( () => seen.push( 'frame' ) );
		const disconnect = jest.fn();
		store.observe( { disconnect } );
		const cleanup = jest.fn();
		store.defer( cleanup );
		expect( store.size ).toBe( 6 );

		store.clear();
		el.click();
		window.dispatchEvent( new Event( 'resize' ) );
		jest.advanceTimersByTime( 100 );
		expect( seen ).toEqual( [] );
		expect( disconnect ).toHaveBeenCalledTimes( 1 );
		expect( cleanup ).toHaveBeenCalledTimes( 1 );
		expect( store.size ).toBe( 0 );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'forgets what ended or was removed early, so it stays bounded', () => {
		jest.useFakeTimers();
		const store = createEventStore( window );
		const el = document.createElement( 'div' );
		const seen: number[] = [];
		for ( let i = 0; i < 100; i++ ) {
			store.timeout( () => seen.push( i ), 10 );
			store.frame( () => {} );
		}
		jest.advanceTimersByTime( 20 );
		expect( seen ).toHaveLength( 100 );
		const off = store.on( el, 'click', () => seen.push( -1 ) );
		off();
		off();
		el.click();
		expect( seen ).toHaveLength( 100 );
		expect( store.size ).toBe( 0 );
	} );

	it( 'clears a scope with its parent, and leaves the parent when cleared alone', () => {
		const store = createEventStore( window );
		const el = document.createElement( 'div' );
		const handler = jest.fn();
		const part = store.scope();
		part.on( el, 'click', handler );
		expect( store.size ).toBe( 1 );
		part.clear();
		expect( store.size ).toBe( 0 );

		const other = store.scope();
		other.on( el, 'click', handler );
		store.clear();
		el.click();
		expect( handler ).not.toHaveBeenCalled();
		expect( other.size ).toBe( 0 );
	} );

	it( "works on the window of the node's own document", () => {
		const frame = document.createElement( 'iframe' );
		document.body.append( frame );
		const inner = frame.contentDocument?.createElement( 'div' );
		expect( inner && ownerWindow( inner ) ).toBe( frame.contentWindow );
		expect( ownerWindow( document.body ) ).toBe( window );
		const store = createEventStore( frame.contentWindow as Window );
		expect( store.doc ).toBe( frame.contentDocument );
		frame.remove();
	} );
} );
