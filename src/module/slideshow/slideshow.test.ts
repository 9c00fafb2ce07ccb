import { createSlideshow } from './slideshow';
import type { SlideshowOptions } from './slideshow';

// Three slides in order 0, 1, 2; advance() moves on like the module would.
function setup( overrides: Partial< SlideshowOptions > = {}, count = 3 ) {
	const events: string[] = [];
	let current = 0;
	const slideshow = createSlideshow( {
		auto: true,
		loop: -1,
		stopAt: -1,
		initDelay: 0,
		lengthOf: () => 9000,
		isStop: () => false,
		advance: () => {
			current = ( current + 1 ) % count;
			slideshow.arrive( current, current === count - 1 );
		},
		emit: ( event, detail ) =>
			events.push(
				`${ event }:${ detail.index }${
					detail.cause ? ':' + detail.cause : ''
				}`
			),
		...overrides,
	} );
	return { slideshow, events, current: () => current };
}

describe( 'createSlideshow', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'advances after each slide length and fires ended', () => {
		const { slideshow, events, current } = setup();
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 8999 );
		expect( current() ).toBe( 0 );
		jest.advanceTimersByTime( 1 );
		expect( current() ).toBe( 1 );
		expect( events ).toEqual( [ 'ended:0' ] );
		jest.advanceTimersByTime( 18000 );
		expect( current() ).toBe( 0 );
		expect( slideshow.loops ).toBe( 1 );
		slideshow.destroy();
	} );

	it( 'uses per-slide lengths and delays the first slide by initDelay', () => {
		const { slideshow, current } = setup( {
			initDelay: 500,
			lengthOf: ( index ) => ( index === 1 ? 2000 : 9000 ),
		} );
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 9000 );
		expect( current() ).toBe( 0 );
		jest.advanceTimersByTime( 500 );
		expect( current() ).toBe( 1 );
		jest.advanceTimersByTime( 2000 );
		expect( current() ).toBe( 2 );
	} );

	it( 'does nothing when auto is off until play()', () => {
		const { slideshow, events, current } = setup( { auto: false } );
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 20000 );
		expect( current() ).toBe( 0 );
		expect( slideshow.running ).toBe( false );
		slideshow.play();
		jest.advanceTimersByTime( 9000 );
		expect( current() ).toBe( 1 );
		expect( events ).toEqual( [ 'resume:0:user', 'ended:0' ] );
	} );

	it( 'holds the countdown while any cause pauses it and keeps the time left', () => {
		const { slideshow, events, current } = setup();
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 6000 );
		slideshow.pause( 'hover' );
		slideshow.pause( 'blur' );
		jest.advanceTimersByTime( 60000 );
		expect( current() ).toBe( 0 );
		slideshow.resume( 'hover' );
		jest.advanceTimersByTime( 60000 );
		expect( current() ).toBe( 0 );
		slideshow.resume( 'blur' );
		expect( slideshow.remaining() ).toBe( 3000 );
		jest.advanceTimersByTime( 3000 );
		expect( current() ).toBe( 1 );
		expect( events ).toEqual( [
			'pause:0:hover',
			'resume:0:blur',
			'ended:0',
		] );
	} );

	it( 'a slide arriving while paused waits for the resume', () => {
		const { slideshow, current } = setup();
		slideshow.pause( 'viewport' );
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 20000 );
		expect( current() ).toBe( 0 );
		slideshow.resume( 'viewport' );
		jest.advanceTimersByTime( 9000 );
		expect( current() ).toBe( 1 );
	} );

	it( 'user pause and play', () => {
		const { slideshow, events } = setup();
		slideshow.arrive( 0, false );
		slideshow.pause( 'user' );
		expect( slideshow.playing ).toBe( false );
		slideshow.play();
		expect( slideshow.playing ).toBe( true );
		expect( events ).toEqual( [ 'pause:0:user', 'resume:0:user' ] );
	} );

	it( 'finishes on the last slide once the loop count is exhausted', () => {
		const { slideshow, events, current } = setup( { loop: 1 } );
		slideshow.arrive( 0, false );
		// Pass 1: 0 → 1 → 2 → 0 (one loop), pass 2: 0 → 1 → 2 stops.
		jest.advanceTimersByTime( 9000 * 5 );
		expect( current() ).toBe( 2 );
		expect( events.at( -1 ) ).toBe( 'finished:2' );
		expect( slideshow.finished ).toBe( true );
		expect( jest.getTimerCount() ).toBe( 0 );
		jest.advanceTimersByTime( 90000 );
		expect( current() ).toBe( 2 );
	} );

	it( 'stopAt alone stops at that slide in the first pass', () => {
		const { slideshow, events, current } = setup( { stopAt: 2 } );
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 90000 );
		expect( current() ).toBe( 1 );
		expect( events ).toEqual( [ 'ended:0', 'finished:1' ] );
	} );

	it( 'a slide marked stop finishes the slideshow and play() starts over', () => {
		const { slideshow, events, current } = setup( {
			isStop: ( index ) => index === 1,
		} );
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 90000 );
		expect( current() ).toBe( 1 );
		expect( events ).toEqual( [ 'ended:0', 'finished:1' ] );
		slideshow.play();
		expect( slideshow.finished ).toBe( false );
		jest.advanceTimersByTime( 9000 );
		expect( current() ).toBe( 2 );
	} );

	it( 'reports completed loops for hal', () => {
		const onLoop = jest.fn();
		const { slideshow } = setup( { onLoop } );
		slideshow.arrive( 0, false );
		jest.advanceTimersByTime( 9000 * 6 );
		expect( onLoop.mock.calls ).toEqual( [ [ 1 ], [ 2 ] ] );
	} );

	it( 'leave drops the countdown until the next slide arrives', () => {
		const { slideshow, current } = setup();
		slideshow.arrive( 0, false );
		slideshow.leave();
		jest.advanceTimersByTime( 20000 );
		expect( current() ).toBe( 0 );
		slideshow.arrive( 2, true );
		jest.advanceTimersByTime( 9000 );
		expect( current() ).toBe( 1 );
	} );

	it( 'destroy removes the timer', () => {
		const { slideshow } = setup();
		slideshow.arrive( 0, false );
		slideshow.destroy();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
