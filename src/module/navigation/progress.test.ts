import { createEmitter } from '../events/emitter';
import {
	alignFromPosition,
	circleOffset,
	createProgress,
	segmentFill,
	slideShare,
	wholeShare,
} from './progress';
import type { SlideProgress } from './progress';
import { progressBarSchema } from '../../schema/settings/carousel';
import { easeOut, lerpStep, resistEdges, throwScrubber } from './scrub';
import { createScrubber } from './scrubber';
import { navElementSchema } from '../../schema/navigation';

describe( 'progress maths', () => {
	it( 'shares of a slide and of the whole module', () => {
		expect( slideShare( { elapsed: 4500, length: 9000 } ) ).toBe( 0.5 );
		expect( slideShare( { elapsed: 9500, length: 9000 } ) ).toBe( 1 );
		expect( slideShare( { elapsed: 10, length: 0 } ) ).toBe( 0 );
		expect( wholeShare( 1, 4, 0.5 ) ).toBe( 0.375 );
		expect( segmentFill( 0, 1, 0.5 ) ).toBe( 1 );
		expect( segmentFill( 1, 1, 0.5 ) ).toBe( 0.5 );
		expect( segmentFill( 2, 1, 0.5 ) ).toBe( 0 );
		expect( circleOffset( 10, 0.25 ) ).toBeCloseTo( 15 * Math.PI );
		expect( alignFromPosition( 'bottom-right', 3, 4 ) ).toEqual( {
			h: 'right',
			v: 'bottom',
			x: 3,
			y: 4,
		} );
	} );

	it( 'follows the clock and toggles the slideshow', () => {
		const root = document.createElement( 'div' );
		const emitter = createEmitter( root );
		let clock: SlideProgress = {
			elapsed: 2250,
			length: 9000,
			playing: true,
			running: true,
			userHeld: false,
		};
		const module = {
			pause: jest.fn(
				() => ( clock = { ...clock, playing: false, userHeld: true } )
			),
			play: jest.fn(),
			current: () => ( { index: 1, id: 2 } ),
			on: emitter.on,
			off: emitter.off,
		};
		const bar = createProgress( root, module, {
			settings: progressBarSchema.parse( {
				set: true,
				type: 'horizontal',
				base: 'slide',
				size: 4,
			} ),
			player: { progress: () => clock },
			order: [ 0, 1, 2 ],
		} );
		const button = root.querySelector( 'button' ) as HTMLButtonElement;
		const fill = root.querySelector(
			'.stagecraft-progress__fill'
		) as HTMLElement;
		expect( fill.style.transform ).toBe( 'scaleX(0.25)' );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Pause slideshow' );
		button.click();
		expect( module.pause ).toHaveBeenCalled();
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Start slideshow' );
		button.click();
		expect( module.play ).toHaveBeenCalled();
		bar.destroy();
		expect( root.children ).toHaveLength( 0 );
	} );

	it( "follows the play control's pause, which fires no event while focus holds autoplay", () => {
		const root = document.createElement( 'div' );
		const play = document.createElement( 'button' );
		play.className = 'stagecraft-module__play';
		root.append( play );
		const emitter = createEmitter( root );
		let clock: SlideProgress = {
			elapsed: 0,
			length: 9000,
			// Focus on the play control already holds autoplay.
			playing: false,
			running: true,
			userHeld: false,
		};
		const listeners = new Set< () => void >();
		const module = {
			pause: jest.fn(),
			play: jest.fn(),
			current: () => ( { index: 0, id: 1 } ),
			on: emitter.on,
			off: emitter.off,
		};
		const bar = createProgress( root, module, {
			settings: progressBarSchema.parse( { set: true } ),
			player: {
				progress: () => clock,
				subscribe: ( listener ) => {
					listeners.add( listener );
					return () => listeners.delete( listener );
				},
			},
			order: [ 0, 1 ],
		} );
		const button = root.querySelector(
			'.stagecraft-progress'
		) as HTMLButtonElement;
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Pause slideshow' );
		// The play control is the Tab stop for the same action.
		expect( button.tabIndex ).toBe( -1 );
		clock = { ...clock, userHeld: true };
		listeners.forEach( ( listener ) => listener() );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Start slideshow' );
		expect( button.hasAttribute( 'aria-pressed' ) ).toBe( false );
		button.click();
		expect( module.play ).toHaveBeenCalled();
		expect( module.pause ).not.toHaveBeenCalled();
		bar.destroy();
		expect( listeners.size ).toBe( 0 );
	} );

	it( 'draws a counter-clockwise circle for the whole module', () => {
		const root = document.createElement( 'div' );
		const emitter = createEmitter( root );
		const module = {
			pause: jest.fn(),
			play: jest.fn(),
			current: () => ( { index: 2, id: 3 } ),
			on: emitter.on,
			off: emitter.off,
		};
		const bar = createProgress( root, module, {
			settings: progressBarSchema.parse( {
				set: true,
				type: 'ccw',
				base: 'whole',
				radius: 10,
				size: 2,
			} ),
			player: {
				progress: () => ( {
					elapsed: 0,
					length: 1000,
					playing: false,
					running: true,
					userHeld: false,
				} ),
			},
			order: [ 0, 1, 2, 3 ],
		} );
		const fill = root.querySelector(
			'circle.stagecraft-progress__fill'
		) as SVGCircleElement;
		expect(
			Number( fill.getAttribute( 'stroke-dashoffset' ) )
		).toBeCloseTo( circleOffset( 10, 0.5 ) );
		expect(
			root.querySelector( '.stagecraft-progress--ccw' )
		).not.toBeNull();
		bar.destroy();
	} );
} );

describe( 'scrubber', () => {
	it( 'resists past the edges, throws and snaps', () => {
		expect( resistEdges( 1, 4 ) ).toBe( 1 );
		expect( resistEdges( -1, 4 ) ).toBeCloseTo( -0.2 );
		expect( resistEdges( 6, 4 ) ).toBeCloseTo( 4.4 );
		// v²/2a: 2000 px/s travels 200 px, five 40 px slides.
		expect( throwScrubber( 1, 2000, 40, 9 ) ).toEqual( {
			to: 6,
			duration: 0.2,
		} );
		expect( throwScrubber( 1, -2000, 40, 9 ).to ).toBe( 0 );
		expect( throwScrubber( 1.3, 0, 40, 9 ) ).toEqual( {
			to: 1,
			duration: 0.1,
		} );
		expect( throwScrubber( 0, 50000, 40, 9 ).duration ).toBe( 1.5 );
		expect( lerpStep( 0, 1 ) ).toBeCloseTo( 0.2 );
		expect( lerpStep( 0.9995, 1 ) ).toBe( 1 );
		expect( easeOut( 1 ) ).toBe( 1 );
	} );

	it( 'hover holds autoplay, idle releases it; keys change slides after 0.2 s', () => {
		jest.useFakeTimers();
		const root = document.createElement( 'div' );
		const emitter = createEmitter( root );
		const module = {
			goTo: jest.fn(),
			current: () => ( { index: 0, id: 1 } ),
			on: emitter.on,
			off: emitter.off,
		};
		const player = { hold: jest.fn(), release: jest.fn() };
		const scrubber = createScrubber( root, module, {
			element: navElementSchema.parse( { set: true } ),
			order: [ 0, 2, 3 ],
			player,
			reducedMotion: true,
		} );
		const node = root.querySelector(
			'.stagecraft-nav--scrubber'
		) as HTMLElement;
		node.dispatchEvent( new MouseEvent( 'pointerenter' ) );
		expect( player.hold ).toHaveBeenCalledWith( 'scrubber' );
		jest.advanceTimersByTime( 4999 );
		expect( player.release ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( player.release ).toHaveBeenCalledWith( 'scrubber' );
		const slider = root.querySelector( '[role="slider"]' ) as HTMLElement;
		slider.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		jest.advanceTimersByTime( 199 );
		expect( module.goTo ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		// The second item of navigation order is slide 2 (slide 1 is hfn).
		expect( module.goTo ).toHaveBeenCalledWith( 2 );
		scrubber.destroy();
		expect( root.children ).toHaveLength( 0 );
		jest.useRealTimers();
	} );
} );
