import { carouselSchema } from '../../schema/settings/carousel';
import type { SlideView } from '../../schema/slide-view';
import { createEventStore } from '../events/store';
import { normaliseCarousel } from '../normalise/carousel';
import { createCarouselEngine } from './engine';

// Four slides in a 1000 px stage with 16 px between them, a window of 4 asked for.
const slides = Array.from(
	{ length: 4 },
	( _unused, index ) => ( { id: index + 1, bg: {} } ) as SlideView
);

function engineOver( shown: string ) {
	const stage = document.createElement( 'div' );
	Object.defineProperty( stage, 'clientWidth', { value: 1000 } );
	Object.defineProperty( stage, 'clientHeight', { value: 300 } );
	if ( shown ) {
		stage.style.setProperty( '--stagecraft-shown', shown );
	}
	document.body.append( stage );
	const settings = normaliseCarousel(
		carouselSchema.parse( {
			maxV: 4,
			space: 16,
			align: 'left',
			infinity: true,
		} ),
		slides.length,
		5000
	);
	return createCarouselEngine( {
		stage,
		slides,
		settings,
		vertical: false,
		reducedMotion: true,
		first: 0,
		store: createEventStore( window ),
	} );
}

describe( 'the carousel engine', () => {
	it( 'keeps the module rule without a count set by the stylesheet: an odd window within the slides', () => {
		const engine = engineOver( '' );
		engine.draw();
		expect( [ ...engine.window.get().visible ] ).toEqual( [ 0, 1, 2 ] );
		// A step is one of three slots and its space.
		expect( engine.step ).toBeCloseTo( ( 1000 - 2 * 16 ) / 3 + 16 );
		engine.destroy();
	} );

	it( 'shows the count the stylesheet sets (a page slider), an even one as many as the slides too', () => {
		const engine = engineOver( '4' );
		engine.draw();
		expect( [ ...engine.window.get().visible ] ).toEqual( [ 0, 1, 2, 3 ] );
		// The step is the slot the stylesheet draws and its space, so a drag moves 1:1.
		expect( engine.step ).toBeCloseTo( ( 1000 - 3 * 16 ) / 4 + 16 );
		engine.destroy();
	} );
} );
