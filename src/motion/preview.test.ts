import { gsap } from 'gsap';
import { createMotion } from './driver';
import type { Motion } from './driver';

// A visitor without a reduced-motion preference, so scenes run for real.
function mockNoPreference() {
	window.matchMedia = ( query: string ) =>
		( {
			matches: query === '(prefers-reduced-motion: no-preference)',
			media: query,
			onchange: null,
			addListener: () => {},
			removeListener: () => {},
			addEventListener: () => {},
			removeEventListener: () => {},
			dispatchEvent: () => false,
		} ) as unknown as MediaQueryList;
}

const FADE = [ { o: 0 }, { o: 1, d: 1000, st: 0, e: 'none' } ];
const opacity = ( el: Element ) => Number( gsap.getProperty( el, 'opacity' ) );

describe( "the driver's preview", () => {
	let motion: Motion;
	let el: HTMLElement;

	beforeEach( () => {
		mockNoPreference();
		el = document.createElement( 'h2' );
		document.body.append( el );
		motion = createMotion( { root: document.body } );
	} );

	afterEach( () => {
		motion.destroy();
		el.remove();
	} );

	it( 'ends the scene under way, so whoever waits on it goes on', async () => {
		let ended = false;
		void motion.animateIn( el, FADE ).then( () => ( ended = true ) );
		expect( ended ).toBe( false );
		motion.preview?.(
			[ { el, scene: 'in', frames: FADE, at: 0 } ],
			2000,
			() => {}
		);
		// Settled at once, not a second later when the scene would have ended.
		await Promise.resolve();
		expect( ended ).toBe( true );
	} );

	it( 'lasts the slide, and reverts what it set when the driver goes', () => {
		const preview = motion.preview?.(
			[ { el, scene: 'in', frames: FADE, at: 500 } ],
			3000,
			() => {}
		);
		expect( preview?.duration() ).toBe( 3000 );
		preview?.seek( 1000 );
		expect( opacity( el ) ).toBeCloseTo( 0.5 );
		motion.destroy();
		expect( el.style.opacity ).toBe( '' );
	} );

	it( 'lets go of its timeline on destroy, leaving the layer as it is', () => {
		const preview = motion.preview?.(
			[ { el, scene: 'in', frames: FADE, at: 0 } ],
			1000,
			() => {}
		);
		preview?.seek( 250 );
		preview?.play();
		preview?.destroy();
		expect( preview?.playing() ).toBe( false );
		expect( opacity( el ) ).toBeCloseTo( 0.25 );
	} );

	it( 'reveals through the layer filter as a visitor sees it', () => {
		const preview = motion.preview?.(
			[
				{
					el,
					scene: 'in',
					frames: FADE,
					at: 0,
					effects: { filter: { blur: 10 } },
				},
			],
			2000,
			() => {}
		);
		preview?.seek( 0 );
		expect( el.style.filter ).toBe( 'blur(10px)' );
		preview?.seek( 500 );
		expect( el.style.filter ).toBe( 'blur(5px)' );
		preview?.destroy();
	} );
} );
