import {
	pollUntil,
	reportZeroParent,
	waitForContainer,
	CONTAINER_POLL_INTERVAL,
	CONTAINER_POLL_LIMIT,
} from './wait';

// Lets resolved promises run under fake timers.
const flush = async () => {
	for ( let i = 0; i < 3; i++ ) {
		await Promise.resolve();
	}
};

beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'pollUntil', () => {
	it( 'tries at once, then every interval until the test passes', async () => {
		let tries = 0;
		const wait = pollUntil( () => ++tries === 3, {
			interval: 19,
			limit: 100,
		} );
		expect( tries ).toBe( 1 );
		jest.advanceTimersByTime( 18 );
		expect( tries ).toBe( 1 );
		jest.advanceTimersByTime( 1 );
		expect( tries ).toBe( 2 );
		jest.advanceTimersByTime( 19 );
		await expect( wait.promise ).resolves.toBe( true );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'destroy clears its timer', () => {
		const wait = pollUntil( () => false, { interval: 49, limit: 100 } );
		expect( jest.getTimerCount() ).toBe( 1 );
		wait.destroy();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

describe( 'waitForContainer', () => {
	it( 'resolves at once when the container is there', async () => {
		const root = document.createElement( 'div' );
		root.innerHTML = '<div class="stage"></div>';
		const wait = waitForContainer( root, '.stage', 'hero' );
		expect( jest.getTimerCount() ).toBe( 0 );
		await expect( wait.promise ).resolves.toBe( root.firstChild );
	} );

	it( 'finds a container added later, polling every 19 ms', async () => {
		const root = document.createElement( 'div' );
		const wait = waitForContainer( root, '.stage', 'hero' );
		jest.advanceTimersByTime( CONTAINER_POLL_INTERVAL * 10 );
		root.innerHTML = '<div class="stage"></div>';
		jest.advanceTimersByTime( CONTAINER_POLL_INTERVAL );
		await expect( wait.promise ).resolves.toBe( root.firstChild );
	} );

	it( 'logs once the counter passes 100', async () => {
		const root = document.createElement( 'div' );
		let result: HTMLElement | null | undefined;
		void waitForContainer( root, '.stage', 'hero-demo' ).promise.then(
			( found ) => ( result = found )
		);
		// Tries 1..101: the first at once, then 100 more 19 ms apart.
		jest.advanceTimersByTime(
			CONTAINER_POLL_INTERVAL * CONTAINER_POLL_LIMIT - 1
		);
		await flush();
		expect( result ).toBeUndefined();
		jest.advanceTimersByTime( 1 );
		await flush();
		expect( result ).toBeNull();
		expect( console ).toHaveWarnedWith(
			'Stagecraft: the container of hero-demo was not found in time'
		);
	} );
} );

describe( 'reportZeroParent', () => {
	function placed( width: number, height: number, laidOut = true ) {
		const parent = document.createElement( 'div' );
		const root = document.createElement( 'div' );
		parent.append( root );
		document.body.append( parent );
		parent.getClientRects = () =>
			( laidOut ? [ {} ] : [] ) as unknown as DOMRectList;
		parent.getBoundingClientRect = () => ( { width, height } ) as DOMRect;
		return root;
	}

	it( 'logs a 0px parent once, with the alias', () => {
		expect( reportZeroParent( placed( 800, 0 ), 'zero-a' ) ).toBe( true );
		expect( console ).toHaveWarnedWith(
			'Stagecraft: the parent element of zero-a has a 0px height'
		);
		expect( reportZeroParent( placed( 0, 0 ), 'zero-a' ) ).toBe( false );
		expect( reportZeroParent( placed( 0, 0 ), 'zero-b' ) ).toBe( true );
		expect( console ).toHaveWarnedWith(
			'Stagecraft: the parent element of zero-b has a 0px width and height'
		);
	} );

	it( 'says nothing of a sized parent or one not laid out', () => {
		expect( reportZeroParent( placed( 800, 400 ), 'sized' ) ).toBe( false );
		expect( reportZeroParent( placed( 0, 0, false ), 'hidden' ) ).toBe(
			false
		);
		expect( console ).not.toHaveWarned();
	} );
} );
