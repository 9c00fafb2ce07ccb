import fixture from '../../../tests/fixtures/carousel-layout.json';
import { carouselSchema } from '../../schema/settings/carousel';
import { normaliseCarousel } from '../normalise/carousel';
import { unitsAt, windowOf } from './math';
import { carouselStyle } from './style';

// The same cases as tests/php/Blocks/CarouselMarkupTest.php: the server's first window and
// the runtime's are laid out by the same numbers.
describe( 'carousel layout rules shared with the server', () => {
	it.each( fixture.cases )( '$name', ( entry ) => {
		const settings = normaliseCarousel(
			carouselSchema.parse( entry.carousel ),
			entry.count,
			9000
		);
		expect( settings.maxV ).toEqual( entry.maxV );
		const style = carouselStyle( settings, entry.count );
		expect( style.classes ).toEqual( entry.classes );
		expect( style.properties ).toEqual( entry.properties );
		// The server prints the widest level's window.
		const { lo, hi } = windowOf(
			Math.max( ...settings.maxV ),
			settings.align
		);
		const window = unitsAt(
			entry.count,
			0,
			settings.infinity,
			( lo + hi ) / 2
		).flatMap( ( unit, index ) =>
			unit >= lo && unit <= hi ? [ index ] : []
		);
		expect( window ).toEqual( entry.window );
	} );
} );
